import { QueryClient } from '@tanstack/react-query';
import { observeWrites } from '@qce/shared-kit/api';

let client: QueryClient | undefined;

/**
 * The page's one query cache (issue 22 item 2). This module is a shared kit entry: the shell and every
 * track on the same kit version get the same instance, so what the shell prefetches for a first page,
 * the track's page reads without asking again. A track on another kit version has its own copy, and so
 * its own cache (ADR 013: module state tolerates two copies). Defaults keep the pages' promises: a failed
 * load shows its Try again at once (no silent retries), switching tabs does not reload a page, and any
 * write through the API client makes every cached read stale.
 */
export function pageQueryClient(): QueryClient {
  if (!client) {
    const created = new QueryClient({
      defaultOptions: {
        // retryOnMount false: a failed read is read again by its Try again, never by another component
        // mounting (a gate and the page under it would otherwise take turns reading it forever).
        queries: {
          retry: false,
          retryOnMount: false,
          refetchOnWindowFocus: false,
          staleTime: 30_000,
        },
      },
    });
    // A write changes what the reads said: every cached read is stale, the shown ones read again.
    observeWrites(() => void created.invalidateQueries());
    client = created;
  }
  return client;
}
