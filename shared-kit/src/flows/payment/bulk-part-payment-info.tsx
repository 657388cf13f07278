import { MESSAGES } from '@qce/shared-kit/messages';
import { PageHeading } from '@qce/shared-kit/ui';

export type BulkPartPaymentInfoProps = {
  /** Page title; 'Order of Payment' unless the track says otherwise. */
  title?: string;
};

/**
 * Payment §4, intake §4 Bulk-part applicant: an individual inside a bulk application sees only this
 * information page; the bulk representative handles the payment.
 */
export function BulkPartPaymentInfo({
  title = MESSAGES.payment.orderOfPaymentTitle,
}: BulkPartPaymentInfoProps) {
  return (
    <section className="qce-stack">
      <PageHeading title={title} />
      <div className="qce-panel" role="status">
        <p>{MESSAGES.payment.bulkPartInfo}</p>
      </div>
    </section>
  );
}
