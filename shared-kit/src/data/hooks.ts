import { useQueries, useQuery } from '@tanstack/react-query';
import type { QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import { pageQueryClient } from './page-query-client';

/**
 * `useQuery` on the page's one cache (no provider to mount: a track's tree, a dialog in a portal and a
 * component under test all read the same cache).
 */
export function usePageQuery<
  TQueryFnData,
  TError = Error,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useQuery(options, pageQueryClient());
}

/** `useQueries` on the page's one cache. */
export const usePageQueries: typeof useQueries = (options) =>
  useQueries(options, pageQueryClient());
