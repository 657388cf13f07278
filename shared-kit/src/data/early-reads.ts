import { ENDPOINTS, endpointHeaders } from '@qce/shared-kit/api';
import { STORAGE_KEY_NAMES } from '@qce/shared-kit/storage';
import { apiQueryKey } from './api-query';
import { userDetailsRequest } from './landing-requests';
import type { ApiRequest } from './api-query';
import type { RequestTemplate } from './first-page-data';

/**
 * Early reads (issue 22, ADR 019): a first page's reads start from the page's HTML, before any of the
 * portal's scripts has arrived. The track's build turns its declared reads into this plan
 * (first-paint.json `early`); the server inlines it with the boot data and a small script of the portal's
 * (deploy/registry/early-reads.mjs, allowed by its hash in the CSP) that sends the reads with the session's
 * token and leaves their answers on `window.__qceEarly`, keyed like the page's query cache; the API client
 * takes an answer from there instead of asking again (`@qce/shared-kit/api` `takeEarlyAnswer`).
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
