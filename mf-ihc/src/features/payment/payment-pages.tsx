import type { ReactNode } from 'react';
import { useNavigate } from '@qce/shared-kit/router';
import type { ApplicationRecord } from '@qce/shared-kit/api';
import { OrderOfPaymentPage, PaymentValidationPage } from '@qce/shared-kit/flows';
import type { PaymentClassification, PaymentUser } from '@qce/shared-kit/flows';
import { createPaymentStepPages } from '@qce/shared-kit/flows/track-steps';
import { MESSAGES } from '@qce/shared-kit/messages';
import { getUserId, localKeys } from '@qce/shared-kit/storage';
import { LoaderOverlay } from '@qce/shared-kit/ui';
import { StepFrame } from '../../components/step-frame';
import { paths } from '../../config/paths';
import { isBulkPart } from '../../lib/bulk-part';
import { IHC_PERMIT_ID } from '../../lib/ihc-api';
import { getCurrentAppId } from '../../lib/use-current-application';
import { useAccountDetails } from '../../lib/use-account-details';

/** A bulk-part applicant (intake §4) sees only the information page; everyone else pays. */
const classificationOf = (application: ApplicationRecord): PaymentClassification =>
  isBulkPart(application) ? 'bulk-part' : 'individual';

/**
 * A bulk representative's payment pages: the current application id is the bulk's (the landing
 * sets `actual-class` Bulk), so the page is not framed by the individual application's layout.
 */
function BulkPayment({ children }: { children: (user: PaymentUser, bulkId: string) => ReactNode }) {
  const bulkId = getCurrentAppId() ?? '';
  const userId = getUserId() ?? '';
  // Without the account the payment has no e-mail.
  const details = useAccountDetails();
  if (details.isLoading) return <LoaderOverlay active label={MESSAGES.common.loading} />;
  const user: PaymentUser = { id: userId, username: details.data?.email ?? '' };
  return <main className="qce-page">{children(user, bulkId)}</main>;
}

const isBulkRepresentative = () =>
  Boolean(getCurrentAppId()) && localKeys.get('actualClass') === 'Bulk';

/**
 * An individual application's payment pages (payment §2) through the shared flow; once validated the
 * applicant continues to the HIV seminar (intake §1 journey).
 */
const { OrderOfPaymentStepPage, PaymentValidationStepPage } = createPaymentStepPages({
  Frame: StepFrame,
  useNavigate,
  appType: 'IHC',
  paths,
  next: paths.hivSeminar,
  classification: classificationOf,
});

/** Order of payment of a bulk representative: the bulk's, outside the individual application's frame. */
function BulkOrderOfPaymentPage() {
  const navigate = useNavigate();
  return (
    <BulkPayment>
      {(user, bulkId) => (
        <OrderOfPaymentPage
          applicationId={bulkId}
          bulkApplicationId={bulkId}
          permitId={IHC_PERMIT_ID}
          classification="bulk"
          appType="IHC"
          user={user}
          onProceedToValidation={() => navigate(paths.paymentValidation.href)}
        />
      )}
    </BulkPayment>
  );
}

/** Payment validation of a bulk representative: the bulk's, outside the individual application's frame. */
function BulkPaymentValidationPage() {
  const navigate = useNavigate();
  return (
    <BulkPayment>
      {(user, bulkId) => (
        <PaymentValidationPage
          applicationId={bulkId}
          bulkApplicationId={bulkId}
          classification="bulk"
          user={user}
          onViewOrderOfPayment={() => navigate(paths.orderOfPayment.href)}
          onContinue={() => navigate(paths.hivSeminar.href)}
        />
      )}
    </BulkPayment>
  );
}

/** Order of payment `/qce/ihc/order-of-payment` (payment §2 Payment screen). */
export function IhcOrderOfPaymentPage() {
  return isBulkRepresentative() ? <BulkOrderOfPaymentPage /> : <OrderOfPaymentStepPage />;
}

/** Payment validation `/qce/ihc/payment-validation` (payment §2 Payment validation screen). */
export function IhcPaymentValidationPage() {
  return isBulkRepresentative() ? <BulkPaymentValidationPage /> : <PaymentValidationStepPage />;
}
