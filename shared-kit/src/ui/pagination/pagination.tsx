import { useId } from 'react';
import { Button } from '../button/button';
import styles from './pagination.module.css';

export type PaginationProps = {
  /** 1-based current page. */
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  /** Shows the rows-per-page select when given with `onPageSizeChange`. */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  label?: string;
};

export const pageCount = (totalCount: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, totalCount) / Math.max(1, pageSize)));

/** Previous/next between page 1 and the last page, with an optional rows-per-page select. */
export function Pagination({
  page,
  pageSize,
  totalCount,
  onPageChange,
  pageSizeOptions,
  onPageSizeChange,
  label = 'Pagination',
}: PaginationProps) {
  const selectId = useId();
  const last = pageCount(totalCount, pageSize);
  const current = Math.min(Math.max(1, page), last);
  const go = (target: number) => {
    const bounded = Math.min(Math.max(1, target), last);
    if (bounded !== current) onPageChange(bounded);
  };
  return (
    <nav aria-label={label} className={`${styles.pagination} qce-no-print`}>
      {pageSizeOptions && onPageSizeChange && (
        <div className={styles.size}>
          <label htmlFor={selectId}>Rows per page</label>
          <select
            id={selectId}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {pageSizeOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className={styles.status} aria-live="polite">
        Page {current} of {last}
      </p>
      <div className="qce-actions">
        <Button onClick={() => go(current - 1)} disabled={current <= 1}>
          Previous
        </Button>
        <Button onClick={() => go(current + 1)} disabled={current >= last}>
          Next
        </Button>
      </div>
    </nav>
  );
}
