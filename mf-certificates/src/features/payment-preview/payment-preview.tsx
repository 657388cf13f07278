import { usePageQuery } from '@qce/shared-kit/data';
import { useHref, useLocation, useParams } from '@qce/shared-kit/router';
import { MESSAGES } from '@qce/shared-kit/messages';
import { LoadStatus } from '../../components/load-status/load-status';
import { OrderOfPaymentDocument } from '../../components/order-of-payment-sheet/order-of-payment-document';
import { LABELS } from '../../config/labels';
import { READ_EVERY_VISIT, loadStateOf } from '../../lib/load-state';
import { isBulkClass, loadOrder, permitIdOf } from '../../lib/load-order';

/**
 * `/qce/payment-preview/:applicationType/:applicationId/:permitId/:classification` (payment §2): loads the
 * application (the bulk data for class bulk) and previews its order of payment. The 'Having trouble?' link opens
 * this same preview in a new tab (for when it is shown embedded).
 */
export function PaymentPreview() {
  const {
    applicationType = '',
    applicationId = '',
    permitId = '',
    classification = '',
  } = useParams();
  const { pathname, search } = useLocation();
  const selfHref = useHref(`${pathname}${search}`);
  const permit = permitIdOf(permitId) ?? permitIdOf(applicationType);
  const bulk = isBulkClass(classification);
  const query = usePageQuery({
    queryKey: ['page', 'payment-preview', applicationId, permit ?? '', bulk],
    queryFn: ({ signal }) =>
      permit
        ? loadOrder({ applicationId, permitId: permit, bulk }, signal)
        : Promise.reject(new Error('permit')),
    ...READ_EVERY_VISIT,
  });
  const state = loadStateOf(query);
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="qce-page qce-stack"
      aria-labelledby="print-title"
    >
      <h1 id="print-title" className="qce-visually-hidden">
        {LABELS.paymentPreview.title}
      </h1>
      <p className="qce-no-print">
        <a href={selfHref} target="_blank" rel="opener">
          {MESSAGES.payment.havingTrouble}
        </a>
      </p>
      <LoadStatus state={state}>
        {(loaded) => <OrderOfPaymentDocument loaded={loaded} />}
      </LoadStatus>
    </main>
  );
}
