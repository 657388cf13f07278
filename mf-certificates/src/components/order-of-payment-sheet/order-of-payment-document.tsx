import type { LoadedOrder } from '../../lib/load-order';
import { LABELS } from '../../config/labels';
import { DocumentPage } from '../document-sheet/document-sheet';
import { ApplicantsTable } from './applicants-table';
import { OrderOfPaymentSheet } from './order-of-payment-sheet';

/**
 * A loaded order of payment on its printable page, with a bulk application's per-applicant amounts; until an order
 * has been issued, a statement saying so (payment §9: an order is printed with its reference number).
 */
export function OrderOfPaymentDocument({ loaded }: { loaded: LoadedOrder }) {
  if (!loaded.order) {
    return (
      <div role="status" className="qce-panel">
        <p>{LABELS.orderOfPayment.notIssued}</p>
      </div>
    );
  }
  return (
    <DocumentPage>
      <OrderOfPaymentSheet
        order={loaded.order}
        payor={loaded.payor}
        applicationId={loaded.applicationId}
      >
        {loaded.applicants ? <ApplicantsTable applicants={loaded.applicants} /> : null}
      </OrderOfPaymentSheet>
    </DocumentPage>
  );
}
