import { useEffect, useId, useState } from 'react';
import { DataTable, Pagination } from '@qce/shared-kit/ui';
import type { DataTableColumn } from '@qce/shared-kit/ui';
import { HISTORY_DEFAULT_PAGE_SIZE, HISTORY_PAGE_SIZE_OPTIONS } from '@qce/shared-kit/domain';
import { MESSAGES } from '@qce/shared-kit/messages';
import { reportError } from '@qce/shared-kit/remote/report-error';
import {
  answeredThisLoad,
  keepPreviousData,
  READ_WITH_PAGE_MS,
  requestQuery,
  usePageQuery,
} from '@qce/shared-kit/data';
import type { RequestOf } from '@qce/shared-kit/data';
import type { PagedResponse, ResponseOf } from '@qce/shared-kit/api';
import { listOf } from '@qce/shared-kit/api/intake';
import type { Page } from '@qce/shared-kit/api/intake';

/** The reads a history table pages through. */
export type HistoryEndpoint = 'APPLICATION' | 'APPLICATION_BULK';
/** The record type of a history endpoint's pages. */
export type HistoryRecordOf<N extends HistoryEndpoint> =
  ResponseOf<N> extends PagedResponse<infer R> ? R : never;

export interface HistoryRow {
  id: string;
  date: string;
  status: string;
}

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
export function HistoryTable<N extends HistoryEndpoint>({
  title,
  request,
  toRow,
  onOpen,
  onLoaded,
}: {
  title: string;
  /** The read of one page (e.g. `historyRequest(permitId, email, page, limit)`). */
  request: (page: number, limit: number) => RequestOf<N>;
  toRow: (record: HistoryRecordOf<N>) => HistoryRow;
  onOpen: (record: HistoryRecordOf<N>) => void;
  /** Each page shown, once per answer (e.g. a reminder about its records). */
  onLoaded?: (page: Page<HistoryRecordOf<N>>) => void;
}) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(HISTORY_DEFAULT_PAGE_SIZE);
  // The first page the table opens on takes an answer read moments ago in this load (the page's early
  // read, issue 22); after a page change every page reads the server again (intake §2).
  const [moved, setMoved] = useState(false);
  const result = usePageQuery({
    ...requestQuery(request(page, limit)),
    // The previous rows stay until the new page answers.
    staleTime: moved ? 0 : READ_WITH_PAGE_MS,
    placeholderData: keepPreviousData,
    select: (body): Page<HistoryRecordOf<N>> => {
      const paged = body as PagedResponse<HistoryRecordOf<N>>;
      return { details: listOf(paged.data?.details), totalCount: paged.data?.totalCount ?? 0 };
    },
  });
  const { error, data } = result;
  useEffect(() => {
    if (error) reportError(error, { what: `${title} load` });
  }, [title, error]);
  const fresh = answeredThisLoad(result.dataUpdatedAt);
  useEffect(() => {
    // Once per answer read in this load (not the tab's kept one), not per render of the page around it.
    if (data && fresh) onLoaded?.(data);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, fresh]);
  const status = result.isPending ? 'loading' : result.isError ? 'error' : 'ready';
  const records = result.data?.details ?? [];
  const rows = records.map((record) => ({ record, row: toRow(record) }));

  return (
    <section className="qce-panel" aria-labelledby={headingId} aria-busy={status === 'loading'}>
      <h2 id={headingId}>{title}</h2>
      <DataTable
        caption={title}
        captionHidden
        columns={columns}
        rows={rows.map((r) => r.row)}
        getRowKey={(row) => row.id}
        emptyText={MESSAGES.history.empty}
        loadState={status}
        onRetry={() => void result.refetch()}
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
        onPageChange={(next) => {
          setMoved(true);
          setPage(next);
        }}
        pageSizeOptions={HISTORY_PAGE_SIZE_OPTIONS}
        onPageSizeChange={(size) => {
          setMoved(true);
          setLimit(size);
          setPage(1);
        }}
      />
    </section>
  );
}
