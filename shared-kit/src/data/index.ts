/**
 * @qce/shared-kit/data: the one data layer of every page (issue 22 item 2). Reads go through TanStack
 * Query (cache, request deduplication, abort, prefetch) over the typed API client; `pageQueryClient` is
 * the page's one cache. Pages use `usePageQuery` / `usePageQueries` from here, never '@tanstack/react-query'
 * directly, so the shell and the tracks share one copy of the library and one cache (a kit entry is
 * shared per kit version).
 */
export { keepPreviousData, queryOptions } from '@tanstack/react-query';
export type { QueryClient, UseQueryResult } from '@tanstack/react-query';
export { pageQueryClient } from './page-query-client';
export {
  PERSISTED_CACHE_MAX_AGE_MS,
  answeredThisLoad,
  persistPageCache,
  persistedCacheKey,
} from './persisted-cache';
export { usePageQueries, usePageQuery } from './hooks';
export { READ_WITH_PAGE_MS, apiQuery, apiQueryKey, readRequest, requestQuery } from './api-query';
export type { ApiRequest, ReadEndpoint, RequestOf } from './api-query';
export { fillTemplate, prefetchFirstPage } from './first-page-data';
export { earlyReadPlan } from './early-reads';
export type { EarlyRead, EarlyReadPlan } from './early-reads';
export type { PageValues, RequestTemplate } from './first-page-data';
export {
  APPLICATION_TYPES_REQUEST,
  HISTORY_FIRST_PAGE,
  INDUSTRIES_REQUEST,
  bulkHistoryRequest,
  historyRequest,
  trackLandingRequests,
  userDetailsRequest,
} from './landing-requests';
export { applicationRequest, auditLogRequest, useApplicationRecord } from './application-record';
export type { ApplicationRecordState, ApplicationWithAuditLog } from './application-record';
