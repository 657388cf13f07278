import type { ReactNode } from 'react';
import { formatCurrency } from '@qce/shared-kit/domain';
import { LABELS } from '../../config/labels';
import type { OrderOfPayment } from '../../lib/order-of-payment';
import { DocumentSheet } from '../document-sheet/document-sheet';
import { FieldList } from '../field-list/field-list';
import styles from './order-of-payment-sheet.module.css';

const L = LABELS.orderOfPayment;

export interface OrderOfPaymentSheetProps {
  order: OrderOfPayment;
  payor: string;
  applicationId: string;
  /** Extra content under the lines (e.g. a bulk application's applicants). */
  children?: ReactNode;
}

/**
 * An order of payment on A4 (payment §2, §9): reference number, lines and total in PHP (en-PH), and the OR
 * number and date left blank for the city treasurer's office.
 */
export function OrderOfPaymentSheet({
  order,
  payor,
  applicationId,
  children,
}: OrderOfPaymentSheetProps) {
  return (
    <DocumentSheet title={L.title}>
      <FieldList
        fields={[
          { label: L.referenceNumber, value: order.referenceNumber },
          { label: LABELS.fields.applicationId, value: applicationId },
          { label: L.payor, value: payor },
        ]}
      />
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{L.item}</th>
              <th scope="col" className={styles.amount}>
                {L.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.key}>
                <td>
                  {line.name}
                  {line.quantity > 1 ? ` ${L.quantity(line.quantity)}` : null}
                </td>
                <td className={styles.amount}>{formatCurrency(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{L.total}</th>
              <td className={styles.amount}>
                <strong>{formatCurrency(order.total)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {children}
      <div className={styles.blanks}>
        <div className={styles.blank}>
          <span>{L.orNumber}</span>
          <span className={styles.line} aria-label={`${L.orNumber} (blank)`} role="note" />
        </div>
        <div className={styles.blank}>
          <span>{L.orDate}</span>
          <span className={styles.line} aria-label={`${L.orDate} (blank)`} role="note" />
        </div>
      </div>
    </DocumentSheet>
  );
}
