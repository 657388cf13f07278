import type { QueryClient } from '@tanstack/react-query';
import { earlyReadsStarted } from '@qce/shared-kit/api';
import { userDetailsRequest } from './landing-requests';
import { requestQuery } from './api-query';
import type { ApiRequest } from './api-query';

/**
 * What a track's first page reads, declared by the track's release (first-paint.json `data`, issue 22
 * item 1-2) so the shell can start those reads as soon as the URL is known, in parallel with the track's
 * code. A value may name what the page knows only at run time: `{userId}` (the session), `{appId}` (the
 * route), `{email}` (the signed-in user's, from the user details, which are then read first).
 */
export type RequestTemplate = ApiRequest;

export interface PageValues {
  userId?: string | null;
  appId?: string;
}

const PLACEHOLDER = /^\{(userId|appId|email)\}$/;

type Known = Partial<Record<'userId' | 'appId' | 'email', string>>;

/** The template with its placeholders filled, or null when a value it names is not known. */
export function fillTemplate(template: RequestTemplate, known: Known): ApiRequest | null {
  let missing = false;
  const fill = <V extends string | number | boolean>(record: Record<string, V> | undefined) => {
    if (!record) return undefined;
    const out: Record<string, V | string> = {};
    for (const [key, value] of Object.entries(record)) {
      const name = typeof value === 'string' ? PLACEHOLDER.exec(value)?.[1] : undefined;
      if (!name) out[key] = value;
      else if (known[name as keyof Known]) out[key] = known[name as keyof Known] as string;
      else missing = true;
    }
    return out;
  };
  const request: ApiRequest = {
    endpoint: template.endpoint,
    ...(template.params ? { params: fill(template.params) as ApiRequest['params'] } : {}),
    ...(template.query ? { query: fill(template.query) as ApiRequest['query'] } : {}),
  };
  return missing ? null : request;
}

const needsEmail = (template: RequestTemplate) =>
  [template.params, template.query].some((record) =>
    Object.values(record ?? {}).some((value) => value === '{email}'),
  );

/**
 * Starts a first page's reads in `client` (never throws: a failed read is the page's to show). Reads
 * that need the user's email wait for the user details, which the page then finds in the cache, unless
 * the cache already holds them.
 */
export async function prefetchFirstPage(
  client: QueryClient,
  templates: readonly RequestTemplate[],
  values: PageValues,
): Promise<void> {
  const known: Known = {
    ...(values.userId ? { userId: values.userId } : {}),
    ...(values.appId ? { appId: values.appId } : {}),
  };
  const start = (list: readonly RequestTemplate[], email?: string) =>
    list.flatMap((template) => {
      const request = fillTemplate(template, email ? { ...known, email } : known);
      return request ? [client.prefetchQuery(requestQuery(request))] : [];
    });
  const later = templates.filter(needsEmail);
  const now = start(templates.filter((template) => !needsEmail(template)));
  if (later.length > 0 && known.userId) {
    const details = requestQuery(userDetailsRequest(known.userId));
    // The tab's kept answer (persistPageCache) names the email at once: those reads start now instead of
    // a round trip later, and again only if the fresh details name another. Not when the page's early
    // reads run: they start those reads as the details answer, and the reads here then take them.
    const kept = earlyReadsStarted()
      ? undefined
      : client.getQueryData(details.queryKey)?.data?.email;
    if (kept) now.push(...start(later, kept));
    const user = await client.fetchQuery(details).catch(() => undefined);
    const email = user?.data?.email;
    if (email && email !== kept) now.push(...start(later, email));
  }
  await Promise.all(now);
}
