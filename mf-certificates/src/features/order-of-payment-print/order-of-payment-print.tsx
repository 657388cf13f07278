import { usePageQuery } from '@qce/shared-kit/data';
import { useParams } from '@qce/shared-kit/router';
import { localKeys } from '@qce/shared-kit/storage';
import { LoadStatus } from '../../components/load-status/load-status';
import { OrderOfPaymentDocument } from '../../components/order-of-payment-sheet/order-of-payment-document';
import { LABELS } from '../../config/labels';
import { READ_EVERY_VISIT, loadStateOf } from '../../lib/load-state';
import { isBulkClass, loadOrder, permitIdOf } from '../../lib/load-order';
import { useAutoPrint } from '../../lib/print';

/**
 * `/qce/print-temp/:appType` (payment §2, §9): prints the order of payment of the application kept in storage
 * (`app-id`; the bulk-level order when `actual-class` is Bulk), with a reference number and a blank OR number and
 * date; nothing is printed before an order has been issued. The print dialog opens by itself 500 ms
 * after the order has loaded (the Print button stays for a second copy).
 */
export function OrderOfPaymentPrint() {
  const { appType = '' } = useParams();
  const applicationId = localKeys.get('appId');
  const permitId = permitIdOf(appType) ?? permitIdOf(localKeys.get('permitId'));
  const bulk = isBulkClass(localKeys.get('actualClass'));
  const query = usePageQuery({
    queryKey: ['page', 'order-of-payment-print', applicationId, permitId, bulk],
    // No application kept (or no permit): nothing to read, nothing to print.
    queryFn: ({ signal }) =>
      applicationId && permitId ? loadOrder({ applicationId, permitId, bulk }, signal) : null,
    ...READ_EVERY_VISIT,
  });
  const state = loadStateOf(query);
  useAutoPrint(state.status === 'done' && state.data?.order !== undefined);
  return (
    <main id="main-content" tabIndex={-1} className="qce-page" aria-labelledby="print-title">
      <h1 id="print-title" className="qce-visually-hidden">
        {LABELS.orderOfPayment.title}
      </h1>
      <LoadStatus state={state}>
        {(loaded) =>
          loaded ? (
            <OrderOfPaymentDocument loaded={loaded} />
          ) : (
            <div role="alert" className="qce-panel">
              <p>{LABELS.orderOfPayment.noApplication}</p>
            </div>
          )
        }
      </LoadStatus>
    </main>
  );
}
