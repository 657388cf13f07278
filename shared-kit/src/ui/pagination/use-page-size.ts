import { useCallback } from 'react';
import { usePaginationStore } from '@qce/shared-kit/stores';

/**
 * Rows per page, remembered per page key (e.g. 'hc-bulk', 'sp-bulk', 'app-payments': intake §9,
 * payment §9) in the spec's pagination store area, which this tab keeps in sessionStorage (payment §3).
 * A remembered value not among `options` (when given) falls back to the default.
 */
export function usePageSize(
  pageKey: string,
  defaultSize: number,
  options?: readonly number[],
): [number, (size: number) => void] {
  const remembered = usePaginationStore((state) => state.rowsPerPage[pageKey]);
  const setRowsPerPage = usePaginationStore((state) => state.setRowsPerPage);
  const size =
    remembered !== undefined && (!options || options.includes(remembered))
      ? remembered
      : defaultSize;
  const update = useCallback(
    (next: number) => setRowsPerPage(pageKey, next),
    [pageKey, setRowsPerPage],
  );
  return [size, update];
}
