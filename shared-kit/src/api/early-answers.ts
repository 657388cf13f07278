import type { EndpointName } from '@qce/domain/api';

/**
 * Early reads (issue 22, ADR 019): a page's first reads start from its HTML, before any of the portal's
 * scripts has arrived. The page's inline script (deploy/registry/early-reads.mjs) leaves each answer on
 * `window.__qceEarly` under the read's key; `callEndpoint` takes it there instead of asking again.
 */

/** What the early script leaves for a read: its body, or why not (then the client asks itself). */
export type EarlyAnswer =
  { ok: true; body: unknown; date: string | null } | { ok: false; timedOut: boolean };

/** The reads the early script sends once the user details name the email, and when it has sent them. */
export interface EarlyReadsLater {
  endpoints: readonly string[];
  ready: Promise<unknown>;
}

declare global {
  interface Window {
    __qceEarly?: Record<string, Promise<EarlyAnswer> | undefined>;
    __qceEarlyLater?: EarlyReadsLater;
  }
}

/**
 * The key of a read (a GET): the page's query cache keys its answer by it (`@qce/shared-kit/data`), and
 * the early script leaves its answer under it, as JSON.
 */
export const readQueryKey = (
  endpoint: EndpointName,
  params: Record<string, string | number> | undefined,
  query: object | undefined,
) => ['api', endpoint, params ?? {}, query ?? {}] as const;

/** Whether this page's HTML started early reads (a composed page with a session). */
export const earlyReadsStarted = (): boolean =>
  typeof window !== 'undefined' && window.__qceEarly !== undefined;

/** The early answer of a read, once: a later read of the same key asks the backend itself. */
export function takeEarlyAnswer(key: string): Promise<EarlyAnswer> | undefined {
  const answers = typeof window === 'undefined' ? undefined : window.__qceEarly;
  const answer = answers?.[key];
  if (answers && answer) answers[key] = undefined;
  return answer;
}

/**
 * The early answer of a read of `endpoint`, waiting first for the reads the early script sends once the
 * user details answer (the histories need the email): a page that shows the answers its tab kept asks
 * for those before they are sent, and would otherwise read them twice.
 */
export async function awaitEarlyAnswer(
  endpoint: EndpointName,
  key: string,
): Promise<EarlyAnswer | undefined> {
  const now = takeEarlyAnswer(key);
  if (now) return now;
  const later = typeof window === 'undefined' ? undefined : window.__qceEarlyLater;
  if (!later?.endpoints.includes(endpoint)) return undefined;
  await later.ready;
  return takeEarlyAnswer(key);
}
