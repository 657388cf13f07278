import type { MouseEvent, ReactNode } from 'react';
import { MESSAGES } from '@qce/shared-kit/messages';
import { cx } from '../lib/cx';
import { routeClick } from '../lib/link';
import { Button } from '../button/button';
import styles from './data-table.module.css';

export const DEFAULT_EMPTY_TEXT = MESSAGES.common.noRecords;

/** Where a loaded table's rows stand: loading, shown, or failed (its retry). */
export type DataTableLoadState = 'loading' | 'ready' | 'error';

export type DataTableColumn<Row> = {
  key: string;
  header: string;
  /** Cell content; defaults to `String(row[key])`. */
  render?: (row: Row) => ReactNode;
  align?: 'start' | 'end';
};

export type DataTableProps<Row> = {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  /** Names the table; visually hidden with `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  emptyText?: ReactNode;
  /**
   * For rows that come from a load. 'loading' without rows shows 'Loading…'; 'error' shows neither
   * rows nor `emptyText`: a failed load is not "no data" (intake §8: other failures are only logged,
   * nothing is shown), only a Try again when `onRetry` is given. Without it the table shows `rows`.
   */
  loadState?: DataTableLoadState;
  onRetry?: () => void;
  /**
   * Makes each row actionable: the first column's content becomes a button (or a link when
   * `getRowHref` is given) that keyboard users reach with Tab; clicking anywhere on the row does the same.
   */
  onRowActivate?: (row: Row) => void;
  getRowHref?: (row: Row) => string;
  /** Accessible name of the row's button or link; defaults to its visible content. */
  getRowActionLabel?: (row: Row) => string;
};

function cellText<Row>(row: Row, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return value === undefined || value === null ? '' : String(value);
}

/** Accessible table with a caption, an empty message, and optional row activation. Stacks on phones. */
export function DataTable<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  captionHidden = false,
  emptyText = DEFAULT_EMPTY_TEXT,
  loadState = 'ready',
  onRetry,
  onRowActivate,
  getRowHref,
  getRowActionLabel,
}: DataTableProps<Row>) {
  const actionable = Boolean(onRowActivate || getRowHref);
  const shownRows = loadState === 'error' ? [] : rows;
  const emptyContent =
    loadState === 'error'
      ? onRetry && <Button onClick={onRetry}>{MESSAGES.common.tryAgain}</Button>
      : loadState === 'loading'
        ? MESSAGES.common.loading
        : emptyText;

  const renderFirstCell = (row: Row, content: ReactNode) => {
    if (!actionable) return content;
    const label = getRowActionLabel?.(row);
    const href = getRowHref?.(row);
    if (href !== undefined) {
      return (
        <a
          href={href}
          aria-label={label}
          className={styles.rowAction}
          onClick={(event) =>
            routeClick(event, href, onRowActivate ? () => onRowActivate(row) : undefined)
          }
        >
          {content}
        </a>
      );
    }
    return (
      <button
        type="button"
        aria-label={label}
        className={cx('qce-link-button', styles.rowAction)}
        onClick={() => onRowActivate?.(row)}
      >
        {content}
      </button>
    );
  };

  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, row: Row) => {
    // Clicks on the row's own controls are handled by them.
    if (event.target instanceof Element && event.target.closest('a,button,input,select,textarea'))
      return;
    const control = event.currentTarget.querySelector<HTMLElement>(`.${styles.rowAction}`);
    if (control) control.click();
    else onRowActivate?.(row);
  };

  return (
    <div className={styles.wrapper}>
      {/* Explicit roles: the phone layout changes `display`, which drops table semantics in some browsers. */}
      <table className={styles.table} role="table" aria-busy={loadState === 'loading' || undefined}>
        <caption className={cx(styles.caption, captionHidden && 'qce-visually-hidden')}>
          {caption}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                role="columnheader"
                className={cx(column.align === 'end' && styles.end)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {shownRows.length === 0 ? (
            <tr role="row">
              <td colSpan={columns.length} className={styles.empty} role="cell">
                {emptyContent}
              </td>
            </tr>
          ) : (
            shownRows.map((row) => (
              <tr
                key={getRowKey(row)}
                role="row"
                className={cx(actionable && styles.actionable)}
                onClick={actionable ? (event) => onRowClick(event, row) : undefined}
              >
                {columns.map((column, index) => {
                  const content = column.render ? column.render(row) : cellText(row, column.key);
                  return (
                    <td
                      key={column.key}
                      role="cell"
                      data-label={column.header}
                      className={cx(column.align === 'end' && styles.end)}
                    >
                      {index === 0 ? renderFirstCell(row, content) : content}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
