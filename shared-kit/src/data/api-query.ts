import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, readQueryKey } from '@qce/shared-kit/api';
import type { CallArgs, EndpointName, ResponseOf, ENDPOINTS } from '@qce/shared-kit/api';
import { pageQueryClient } from './page-query-client';

/** The endpoints a page reads (GET): the only ones cached, deduplicated and prefetched. */
export type ReadEndpoint = {
  [N in EndpointName]: (typeof ENDPOINTS)[N]['method'] extends 'GET' ? N : never;
}[EndpointName];

/** One read as data: what a track declares for its first page and what its page asks the cache for. */
export interface ApiRequest {
  endpoint: ReadEndpoint;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
}

/** The cache key of a read: the request itself, so equal requests from any app share one answer. */
export const apiQueryKey = (request: ApiRequest) =>
  readQueryKey(request.endpoint, request.params, request.query);

/**
 * Query options of one read through the typed API client (its timeout, error type and 401 handling stay);
 * TanStack Query's abort signal cancels the call when no page needs it any more.
 */
export function apiQuery<N extends ReadEndpoint>(endpoint: N, ...[options]: CallArgs<N>) {
  const request = { endpoint, ...(options ?? {}) } as ApiRequest;
  return queryOptions({
    queryKey: apiQueryKey(request),
    queryFn: ({ signal }) =>
      (callEndpoint as (name: N, options: object) => Promise<ResponseOf<N>>)(endpoint, {
        ...(options ?? {}),
        signal,
      }),
  });
}

/** A request of one endpoint (its answer's type follows the endpoint). */
export type RequestOf<N extends ReadEndpoint> = ApiRequest & { endpoint: N };

/** The same options for a request held as data (a first page's declaration, a page's own reads). */
export function requestQuery<N extends ReadEndpoint>(request: RequestOf<N>) {
  return queryOptions({
    queryKey: apiQueryKey(request),
    queryFn: ({ signal }) =>
      (callEndpoint as (name: N, options: object) => Promise<ResponseOf<N>>)(request.endpoint, {
        params: request.params,
        query: request.query,
        signal,
      }),
  });
}

/**
 * How old an answer a page's first read takes from the cache: one read with the page (the early reads,
 * the shell's prefetch, issue 22), not one left from before. Pages that read the server again on every
 * visit use it for their first read (any write through the client makes every cached read stale anyway).
 */
export const READ_WITH_PAGE_MS = 10_000;

/**
 * A read through the page's cache outside a component (a loader composing several reads): the answer the
 * shell prefetched moments ago, or an identical read in flight, is used instead of asking again; an older
 * one is read again.
 */
export function readRequest<N extends ReadEndpoint>(request: RequestOf<N>): Promise<ResponseOf<N>> {
  return pageQueryClient().fetchQuery({ ...requestQuery(request), staleTime: READ_WITH_PAGE_MS });
}
