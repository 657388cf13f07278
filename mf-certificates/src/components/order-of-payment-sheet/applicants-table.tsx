import type { BulkPaymentDetail } from '@qce/shared-kit/api';
import { formatCurrency } from '@qce/shared-kit/domain';
import { MESSAGES } from '@qce/shared-kit/messages';
import { LABELS } from '../../config/labels';
import { fullName } from '../../lib/format';
import styles from './order-of-payment-sheet.module.css';

/** Per-applicant amounts of a bulk application ('No Applicant Data Found.' when empty, payment §8). */
export function ApplicantsTable({ applicants }: { applicants: readonly BulkPaymentDetail[] }) {
  if (applicants.length === 0) return <p>{MESSAGES.common.noApplicantData}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{LABELS.paymentPreview.applicants}</caption>
        <thead>
          <tr>
            <th scope="col">{LABELS.fields.name}</th>
            <th scope="col">{LABELS.orderOfPayment.referenceNumber}</th>
            <th scope="col" className={styles.amount}>
              {LABELS.orderOfPayment.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {applicants.map((applicant, index) => (
            <tr key={`${applicant.referenceNumber}-${index}`}>
              <td>{fullName(applicant)}</td>
              <td>{applicant.referenceNumber}</td>
              <td className={styles.amount}>{formatCurrency(applicant.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
