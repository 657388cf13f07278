import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { BulkPaymentDetail } from '@qce/shared-kit/api';
import { PRINT_DELAY_MS } from '@qce/shared-kit/domain';
import { FLOW_MESSAGES, MESSAGES } from '@qce/shared-kit/messages';
import { CurrencyAmount, DataTable } from '@qce/shared-kit/ui';
import type { DataTableColumn } from '@qce/shared-kit/ui';
import { applicantName } from './applicant-names';
import styles from './applicant-list-print.module.css';

type Row = BulkPaymentDetail & { index: number };

const columns: ReadonlyArray<DataTableColumn<Row>> = [
  { key: 'index', header: '#' },
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

export type ApplicantListPrintProps = {
  rows: readonly BulkPaymentDetail[];
  /** Called after the print dialog closes (or right away where printing is unavailable). */
  onDone: () => void;
};

/**
 * The list of applicants of a bulk order of payment, on paper: rendered at the end of <body>, hidden
 * on screen, and the only thing printed while it is mounted; the print dialog opens after the print
 * delay.
 */
export function ApplicantListPrint({ rows, onDone }: ApplicantListPrintProps) {
  useEffect(() => {
    const after = () => onDone();
    window.addEventListener('afterprint', after);
    const timer = setTimeout(() => {
      try {
        window.print();
      } catch {
        onDone();
      }
    }, PRINT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', after);
    };
  }, [onDone]);

  const total = rows.reduce(
    (sum, row) => sum + (Number.isFinite(Number(row.total)) ? Number(row.total) : 0),
    0,
  );
  const indexed = rows.map((row, i) => ({ ...row, index: i + 1 }));

  return createPortal(
    <section className={styles.printList} aria-label={FLOW_MESSAGES.payment.printListTitle}>
      <h1>{FLOW_MESSAGES.payment.printListTitle}</h1>
      <DataTable
        columns={columns}
        rows={indexed}
        getRowKey={(row) => `${row.referenceNumber}-${row.index}`}
        caption={FLOW_MESSAGES.payment.printListTitle}
        captionHidden
        emptyText={MESSAGES.common.noApplicantData}
      />
      <p className={styles.total}>
        {FLOW_MESSAGES.payment.total}: <CurrencyAmount amount={total} />
      </p>
    </section>,
    document.body,
  );
}
