import { useCallback, useEffect, useRef, useState } from 'react';
import { getBulkPayments } from '@qce/shared-kit/api';
import { requestQuery, usePageQuery } from '@qce/shared-kit/data';
import type { BulkPaymentDetail } from '@qce/shared-kit/api';
import { LIST_DEFAULT_PAGE_SIZE, LIST_PAGE_SIZE_OPTIONS, clampPage } from '@qce/shared-kit/domain';
import { FLOW_MESSAGES, MESSAGES } from '@qce/shared-kit/messages';
import { reportError } from '@qce/shared-kit/remote/report-error';
import {
  CurrencyAmount,
  DataTable,
  Dialog,
  Pagination,
  usePageSize,
  Button,
} from '@qce/shared-kit/ui';
import type { DataTableColumn } from '@qce/shared-kit/ui';
import { ApplicantListPrint } from './applicant-list-print';
import { applicantName } from './applicant-names';

/** Payment §9: the payments dialog remembers its page size under this key. */
export const APP_PAYMENTS_PAGE_KEY = 'app-payments';
/** Payment §7, §9: bulk print limit. */
export const BULK_PRINT_LIMIT = 1000;

const columns: ReadonlyArray<DataTableColumn<BulkPaymentDetail>> = [
  { key: 'name', header: FLOW_MESSAGES.payment.columnName, render: (row) => applicantName(row) },
  { key: 'birthDate', header: FLOW_MESSAGES.payment.columnBirthDate },
  { key: 'referenceNumber', header: FLOW_MESSAGES.payment.columnReference },
  {
    key: 'total',
    header: FLOW_MESSAGES.payment.columnAmount,
    align: 'end',
    render: (row) => <CurrencyAmount amount={Number(row.total)} />,
  },
];

export type PerApplicantAmountsDialogProps = {
  open: boolean;
  onClose: () => void;
  bulkApplicationId: string;
};

/**
 * Payment §2 (bulk): per-applicant payments with pagination (page sizes 10, 30, 50, 75, 100,
 * remembered under 'app-payments') and Print list of applicants (up to 1000). Payment §8: a failed
 * bulk payment call is logged only; the table then shows its empty message.
 */
export function PerApplicantAmountsDialog({
  open,
  onClose,
  bulkApplicationId,
}: PerApplicantAmountsDialogProps) {
  const [pageSize, setPageSize] = usePageSize(
    APP_PAYMENTS_PAGE_KEY,
    LIST_DEFAULT_PAGE_SIZE,
    LIST_PAGE_SIZE_OPTIONS,
  );
  const [page, setPage] = useState(1);
  const [printRows, setPrintRows] = useState<BulkPaymentDetail[] | null>(null);
  const [preparingPrint, setPreparingPrint] = useState(false);
  const printing = useRef(false);

  const query = usePageQuery({
    ...requestQuery({
      endpoint: 'BULK_PAYMENTS',
      query: { bulkApplicationId, page, limit: pageSize },
    }),
    enabled: open,
    // What was paid is the treasurer's: read again each time the dialog opens.
    staleTime: 0,
    select: ({ data }) => ({
      rows: Array.isArray(data.detailResponseDtos) ? data.detailResponseDtos : [],
      totalCount: typeof data.totalCount === 'number' ? data.totalCount : 0,
    }),
  });
  const failure = query.isError && !query.isFetching ? query.error : null;
  useEffect(() => {
    // Payment §8: failed bulk payment calls are logged only; the loader hides, no message.
    if (failure) reportError(failure, { what: 'Loading the per-applicant amounts' });
  }, [failure]);
  const loading = open && query.isFetching;
  const rows = query.data?.rows ?? [];
  const totalCount = query.data?.totalCount ?? 0;

  const changePageSize = (size: number) => {
    setPageSize(size);
    setPage(1);
  };

  const printList = async () => {
    if (printing.current) return;
    printing.current = true;
    setPreparingPrint(true);
    try {
      const { data } = await getBulkPayments({
        bulkApplicationId,
        page: 1,
        limit: BULK_PRINT_LIMIT,
      });
      setPrintRows(Array.isArray(data.detailResponseDtos) ? data.detailResponseDtos : []);
    } catch (error) {
      reportError(error, { what: 'Loading the list of applicants to print' });
      printing.current = false;
    } finally {
      setPreparingPrint(false);
    }
  };

  const donePrinting = useCallback(() => {
    printing.current = false;
    setPrintRows(null);
  }, []);

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        title={FLOW_MESSAGES.payment.applicantsTitle}
        size="lg"
        busy={loading}
        footer={
          <>
            <Button
              onClick={() => void printList()}
              disabled={preparingPrint || printRows !== null}
              aria-busy={preparingPrint || undefined}
            >
              {MESSAGES.payment.printListOfApplicants}
            </Button>
            <Button variant="primary" onClick={onClose}>
              {MESSAGES.common.close}
            </Button>
          </>
        }
      >
        <DataTable
          columns={columns}
          rows={rows}
          getRowKey={(row) => `${row.referenceNumber}-${applicantName(row)}`}
          caption={FLOW_MESSAGES.payment.applicantsCaption}
          captionHidden
          emptyText={MESSAGES.common.noApplicantData}
          // Not "No Applicant Data Found.": a failure is not an empty list (issue 23 item 9).
          loadState={loading ? 'loading' : failure ? 'error' : 'ready'}
          onRetry={() => void query.refetch()}
        />
        <Pagination
          page={clampPage(page, totalCount, pageSize)}
          pageSize={pageSize}
          totalCount={totalCount}
          onPageChange={setPage}
          pageSizeOptions={LIST_PAGE_SIZE_OPTIONS}
          onPageSizeChange={changePageSize}
        />
        {preparingPrint && <p role="status">{FLOW_MESSAGES.payment.printListLoading}</p>}
      </Dialog>
      {printRows && <ApplicantListPrint rows={printRows} onDone={donePrinting} />}
    </>
  );
}
