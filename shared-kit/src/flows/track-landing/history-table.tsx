import { useId, useState } from 'react';
import { DataTable, Pagination } from '@qce/shared-kit/ui';
import type { DataTableColumn } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import { useAsync } from '@qce/shared-kit/ui/use-async';

export interface HistoryRow {
  id: string;
  date: string;
  status: string;
}

export const HISTORY_PAGE_SIZES = [5, 10, 15] as const;

const columns: DataTableColumn<HistoryRow>[] = [
  { key: 'id', header: MESSAGES.history.columnApplicationId },
  { key: 'date', header: MESSAGES.history.columnApplicationDate },
  { key: 'status', header: MESSAGES.history.columnStatus },
];

/**
 * A history table (intake §2 Landing): Application ID, Application Date, Status; page size 5 with
 * options 5, 10, 15; every page change reloads from the server. Empty: 'No existing history'.
 * A failed load is only logged (intake §8): the table shows no rows and never 'No existing history'
 * (a failure is not an empty history), only a Try again.
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
        throw error;
      }),
    [page, limit],
  );
  const records = result.data?.details ?? [];
  const rows = records.map((record) => ({ record, row: toRow(record) }));

  return (
    <section
      className="qce-panel"
      aria-labelledby={headingId}
      aria-busy={result.status === 'loading'}
    >
      <h2 id={headingId}>{title}</h2>
      <DataTable
        caption={title}
        captionHidden
        columns={columns}
        rows={rows.map((r) => r.row)}
        getRowKey={(row) => row.id}
        emptyText={MESSAGES.history.empty}
        loadState={result.status}
        onRetry={result.reload}
        getRowActionLabel={(row) => `Open application ${row.id}`}
        onRowActivate={(row) => {
          const found = rows.find((r) => r.row.id === row.id);
          if (found) onOpen(found.record);
        }}
      />
      <Pagination
        label={`${title} pagination`}
        page={page}
        pageSize={limit}
        totalCount={result.data?.totalCount ?? 0}
        onPageChange={setPage}
        pageSizeOptions={HISTORY_PAGE_SIZES}
        onPageSizeChange={(size) => {
          setLimit(size);
          setPage(1);
        }}
      />
    </section>
  );
}
