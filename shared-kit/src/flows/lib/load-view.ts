import type { UseQueryResult } from '@qce/shared-kit/data';

/** What a flow page draws for its read: its loader, its retry panel, or the page with the answer. */
export type LoadView<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * A page query as the flow pages show it: the loader until the first answer; a failure's retry panel,
 * and the loader again while its Try again reads; a read again in the background (a write, a reload
 * after an action) keeps the current answer on screen until the new one comes.
 */
export function loadView<T>(
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isFetching'>,
): LoadView<T> {
  if (query.isError) {
    return query.isFetching ? { status: 'loading' } : { status: 'error', error: query.error };
  }
  return query.data === undefined ? { status: 'loading' } : { status: 'ready', data: query.data };
}
