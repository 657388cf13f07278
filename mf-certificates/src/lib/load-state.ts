/** Where a document's read stands: its loader, its retry panel, or the document. */
export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'done'; data: T };

/**
 * How a document is read (payment §2): on every visit, and kept by no one after its page closes, so a
 * printed or verified document never shows an earlier answer.
 */
export const READ_EVERY_VISIT = { staleTime: 0, gcTime: 0 } as const;

/**
 * A document's page query as its page shows it: the loader until the answer (and again while a Try
 * again reads), the failure with its retry, or the data. `reload` is the Try again.
 */
export function loadStateOf<T>(query: {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}): LoadState<T> & { reload: () => void } {
  const reload = () => void query.refetch();
  if (query.isError) {
    return query.isFetching
      ? { status: 'loading', reload }
      : { status: 'error', error: query.error, reload };
  }
  return query.data === undefined
    ? { status: 'loading', reload }
    : { status: 'done', data: query.data, reload };
}
