import { ApiError, ENDPOINTS, endpointHeaders, observeServerDate } from '@qce/shared-kit/api';
import { STORAGE_KEY_NAMES } from '@qce/shared-kit/storage';
import { apiQueryKey, requestQuery } from './api-query';
import { userDetailsRequest } from './landing-requests';
import type { ApiRequest, ReadEndpoint, RequestOf } from './api-query';
import type { ResponseOf } from '@qce/shared-kit/api';
import type { RequestTemplate } from './first-page-data';

/**
 * Early reads (issue 22, ADR 019): a first page's reads start from the page's HTML, before any of the
 * portal's scripts has arrived. The track's build turns its declared reads into this plan
 * (first-paint.json `early`); the server inlines it with the boot data and a small script of the portal's
 * (deploy/registry/early-reads.mjs, allowed by its hash in the CSP) that sends the reads with the session's
 * token and leaves their answers on `window.__qceEarly`, keyed like the page's query cache. The page's
 * data layer takes an answer from there instead of asking again (`earlyAwareQuery`).
 */

/** One read as the early script sends it: placeholders `{userId}`, `{email}`, `{appId}` filled there. */
export interface EarlyRead {
  /** `JSON.stringify(apiQueryKey(request))`, placeholders still in. */
  key: string;
  /** The runtime config's service (its base URL). */
  service: string;
  /** The endpoint's path, `:param`s replaced by the request's values or placeholders. */
  path: string;
  query: Record<string, string | number | boolean>;
  headers: Readonly<Record<string, string>>;
}

export interface EarlyReadPlan {
  /** The storage keys of the session: the token (localStorage) and the user id (sessionStorage). */
  tokenKey: string;
  userIdKey: string;
  /** The key of the read whose answer names the email (the user details), when a read needs it. */
  emailFrom?: string;
  reads: EarlyRead[];
}

/** What the early script leaves for a read: its body, or why not (then the client asks itself). */
export type EarlyAnswer =
  { ok: true; body: unknown; date: string | null } | { ok: false; timedOut: boolean };

const needsEmail = (request: ApiRequest) =>
  [request.params, request.query].some((record) =>
    Object.values(record ?? {}).some((value) => value === '{email}'),
  );

function earlyRead(request: ApiRequest): EarlyRead {
  const endpoint = ENDPOINTS[request.endpoint];
  const params = request.params ?? {};
  return {
    key: JSON.stringify(apiQueryKey(request)),
    service: endpoint.service,
    path: endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
      const value = String(params[name] ?? '');
      return /^\{\w+\}$/.test(value) ? value : encodeURIComponent(value);
    }),
    query: { ...(request.query ?? {}) },
    headers: endpointHeaders(request.endpoint),
  };
}

/**
 * The plan of a first page's declared reads (build time, first-paint.json). A read that needs the email
 * waits for the user details, which the plan then reads too (as `prefetchFirstPage` does).
 */
export function earlyReadPlan(templates: readonly RequestTemplate[]): EarlyReadPlan {
  const details = userDetailsRequest('{userId}');
  const detailsKey = JSON.stringify(apiQueryKey(details));
  const emailNeeded = templates.some(needsEmail);
  const requests = emailNeeded ? [details, ...templates] : [...templates];
  const seen = new Set<string>();
  const reads = requests.map(earlyRead).filter((read) => {
    if (seen.has(read.key)) return false;
    seen.add(read.key);
    return true;
  });
  // The user details first: the reads that need the email wait for them.
  reads.sort((a, b) => Number(b.key === detailsKey) - Number(a.key === detailsKey));
  return {
    tokenKey: STORAGE_KEY_NAMES.token,
    userIdKey: STORAGE_KEY_NAMES.userId,
    ...(emailNeeded ? { emailFrom: detailsKey } : {}),
    reads,
  };
}

declare global {
  interface Window {
    __qceEarly?: Record<string, Promise<EarlyAnswer> | undefined>;
  }
}

/** Whether this page's HTML started early reads (a composed track page with a session). */
export const earlyReadsStarted = (): boolean =>
  typeof window !== 'undefined' && window.__qceEarly !== undefined;

/**
 * The query of `request` that takes its early answer (once; a later read asks the backend itself): the
 * body, or the same error the client gives on a timeout, or the client's own call when the early read got
 * no usable answer (refused, offline: the client's error then says why). Without an early read, the
 * plain query.
 */
export function earlyAwareQuery<N extends ReadEndpoint>(
  request: RequestOf<N>,
): ReturnType<typeof requestQuery<N>> {
  const plain = requestQuery(request);
  const reads = typeof window === 'undefined' ? undefined : window.__qceEarly;
  const key = JSON.stringify(apiQueryKey(request));
  const early = reads?.[key];
  const ask = plain.queryFn;
  if (!reads || !early || typeof ask !== 'function') return plain;
  reads[key] = undefined;
  return {
    ...plain,
    queryFn: (context) =>
      early.then((answer) => {
        if (answer.ok) {
          observeServerDate(answer.date);
          return answer.body as ResponseOf<N>;
        }
        if (answer.timedOut) {
          throw new ApiError({
            endpoint: request.endpoint,
            message: 'Request timed out',
            isTimeout: true,
          });
        }
        return ask(context);
      }),
  };
}
