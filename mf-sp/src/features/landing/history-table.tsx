import { useId, useState } from 'react';
import { MESSAGES } from '@qce/shared-kit/messages';
import { useAsync } from '../../lib/use-async';
import styles from './landing.module.css';

export interface HistoryRow {
  id: string;
  date: string;
  status: string;
}

export const HISTORY_PAGE_SIZES = [5, 10, 15] as const;

/**
 * A history table (intake §2 Landing): Application ID, Application Date, Status; page size 5 with
 * options 5, 10, 15; every page change reloads from the server. Empty: 'No existing history'.
 * Load failures are silent (intake §8): the table shows as empty.
 */
export function HistoryTable<T>({
  title,
  load,
  toRow,
  onOpen,
}: {
  title: string;
  load: (page: number, limit: number) => Promise<{ details: T[]; totalCount: number }>;
  toRow: (record: T) => HistoryRow;
  onOpen: (record: T) => void;
}) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(HISTORY_PAGE_SIZES[0]);
  const result = useAsync(
    () =>
      load(page, limit).catch((error: unknown) => {
        console.error(`${title} load failed`, error);
        return { details: [] as T[], totalCount: 0 };
      }),
    [page, limit],
  );
  const records = result.data?.details ?? [];
  const total = result.data?.totalCount ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / limit));

  return (
    <section className="qce-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <div style={{ overflowX: 'auto' }}>
        <table
          className={styles.table}
          aria-labelledby={headingId}
          aria-busy={result.status === 'loading'}
        >
          <thead>
            <tr>
              <th scope="col">{MESSAGES.history.columnApplicationId}</th>
              <th scope="col">{MESSAGES.history.columnApplicationDate}</th>
              <th scope="col">{MESSAGES.history.columnStatus}</th>
            </tr>
          </thead>
          <tbody>
            {result.status !== 'loading' && records.length === 0 && (
              <tr>
                <td colSpan={3}>{MESSAGES.history.empty}</td>
              </tr>
            )}
            {records.map((record) => {
              const row = toRow(record);
              return (
                <tr key={row.id} className={styles.row} onClick={() => onOpen(record)}>
                  <td>
                    <button
                      type="button"
                      className={styles.rowButton}
                      aria-label={`Open application ${row.id}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(record);
                      }}
                    >
                      {row.id}
                    </button>
                  </td>
                  <td>{row.date}</td>
                  <td>{row.status}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <nav className={styles.pager} aria-label={`${title} pagination`}>
        <label>
          Rows per page{' '}
          <select
            value={limit}
            onChange={(event) => {
              setLimit(Number(event.target.value));
              setPage(1);
            }}
          >
            {HISTORY_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="qce-button qce-button--secondary"
          disabled={page <= 1}
          onClick={() => setPage((p) => Math.max(1, p - 1))}
        >
          Previous page
        </button>
        <span aria-live="polite">
          Page {page} of {lastPage}
        </span>
        <button
          type="button"
          className="qce-button qce-button--secondary"
          disabled={page >= lastPage}
          onClick={() => setPage((p) => Math.min(lastPage, p + 1))}
        >
          Next page
        </button>
      </nav>
    </section>
  );
}
