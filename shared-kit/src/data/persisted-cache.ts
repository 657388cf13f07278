import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClient, removeOldestQuery } from '@tanstack/query-persist-client-core';
import { getUserId } from '@qce/shared-kit/storage';
import type { QueryKey } from '@tanstack/react-query';
import type { ReadEndpoint } from './api-query';
import { pageQueryClient } from './page-query-client';

/**
 * The reads a tab keeps: what the first pages show (the applicant, the histories and follow-up lists,
 * reference lists, a document's records). Never the open application or its audit log: they decide
 * where a step goes, and a step must not move on an answer from the last load.
 */
const KEPT_ENDPOINTS: ReadonlySet<string> = new Set<ReadEndpoint>([
  'USER_DETAILS',
  'APPLICATION',
  'APPLICATION_BULK',
  'INDUSTRIES',
  'APPLICATION_TYPES',
  'EXTERNAL_APPLICATION',
  'LABORATORY_EXTERNAL',
  'LABORATORY',
  'TRAINING_PARTICIPANT_ATTENDANCE',
]);

/** A read of the kept endpoints, or a page's composite of its records (`['page', <page>, ...]`). */
const isKeptRead = (key: QueryKey) =>
  key[0] === 'page' || (key[0] === 'api' && KEPT_ENDPOINTS.has(String(key[1])));

/**
 * Whether an answer was read during this page load (not put back from the tab's last one): what a page
 * does on an answer beyond showing it (a reminder dialog) waits for one read now.
 */
export const answeredThisLoad = (dataUpdatedAt: number): boolean =>
  dataUpdatedAt >= performance.timeOrigin;

/** How long a tab keeps its last answers for its next load. */
export const PERSISTED_CACHE_MAX_AGE_MS = 60 * 60_000;

/** The sessionStorage key of an applicant's kept answers. */
export const persistedCacheKey = (userId: string): string => `qce-page-cache:${userId}`;

let restored: Promise<void> | undefined;

/**
 * Keeps the page's successful first-page reads in this tab's sessionStorage, per applicant, and puts them back in
 * the page's cache on the tab's next load (issue 22, second visit): a page shows its last answers at once
 * and reads them again behind them. Every answer put back is marked stale, so each page mounted reads it
 * again, whatever its age: a reload never stops at the kept answer. sessionStorage: this tab only, gone
 * when it closes, and cleared with the session when another applicant signs in (`forgetApplicant`).
 * Nothing is kept without a signed-in applicant. Called once per page; later calls return the first.
 * Resolves once the kept answers are in the cache (or there were none, or they could not be read).
 */
export function persistPageCache(): Promise<void> {
  if (restored) return restored;
  const userId = getUserId();
  if (!userId) return Promise.resolve();
  const queryClient = pageQueryClient();
  const [, restore] = persistQueryClient({
    queryClient,
    persister: createAsyncStoragePersister({
      storage: window.sessionStorage,
      key: persistedCacheKey(userId),
      // A full storage drops the oldest answers first, never the write that did not fit.
      retry: removeOldestQuery,
    }),
    maxAge: PERSISTED_CACHE_MAX_AGE_MS,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && isKeptRead(query.queryKey),
    },
  });
  restored = restore
    .then(() => queryClient.invalidateQueries({ refetchType: 'none' }))
    // Unreadable storage (private mode, a corrupt entry, which the persister removes): start empty.
    .catch(() => undefined);
  return restored;
}
