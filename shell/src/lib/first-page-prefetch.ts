import { ENDPOINTS } from '@qce/shared-kit/api';
import type { UserDetails } from '@qce/shared-kit/api';
import {
  pageQueryClient,
  persistPageCache,
  prefetchFirstPage,
  requestQuery,
  userDetailsRequest,
} from '@qce/shared-kit/data';
import type { RequestTemplate } from '@qce/shared-kit/data';
import { getUserId } from '@qce/shared-kit/storage';

/** A declared read the kit knows (a GET of its endpoint table); anything else is ignored. */
function isTemplate(value: unknown): value is RequestTemplate {
  if (typeof value !== 'object' || value === null) return false;
  const endpoint = (value as { endpoint?: unknown }).endpoint;
  return (
    typeof endpoint === 'string' &&
    Object.hasOwn(ENDPOINTS, endpoint) &&
    ENDPOINTS[endpoint as keyof typeof ENDPOINTS].method === 'GET'
  );
}

/** `/qce/documents/1001` -> `1001`: the application a documents page shows. */
const routeAppId = (pathname: string) => /^\/qce\/documents\/([A-Za-z0-9-]+)/.exec(pathname)?.[1];

/**
 * Starts the reads the route's first page declares (its track release's first-paint.json, inlined in
 * the page: issue 22), into the page's query cache the track's page reads, once the answers the tab
 * kept are back in it (shown meanwhile). Returns the signed-in user's details from the same cache, for
 * the shell's header (one request for both).
 */
export function prefetch(declared: readonly unknown[]): Promise<UserDetails> | undefined {
  const userId = getUserId();
  const client = pageQueryClient();
  const restored = persistPageCache();
  void restored.then(() =>
    prefetchFirstPage(client, declared.filter(isTemplate), {
      userId,
      appId: routeAppId(window.location.pathname),
    }),
  );
  return userId
    ? restored
        .then(() => client.fetchQuery(requestQuery(userDetailsRequest(userId))))
        .then((body) => body.data)
    : undefined;
}
