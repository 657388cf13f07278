import { useNavigate } from 'react-router-dom';
import { OrderOfPaymentPage, PaymentValidationPage } from '@qce/shared-kit/flows';
import type { PaymentUser } from '@qce/shared-kit/flows';
import { MESSAGES } from '@qce/shared-kit/messages';
import { getUserId } from '@qce/shared-kit/storage';
import { TRANSACTION_TYPE } from '@qce/shared-kit/domain';
import type { ApplicationRecord } from '@qce/shared-kit/api';
import { StepLayout } from '../../components/step-layout';
import { paths } from '../../config/paths';
import { SP_PERMIT_ID } from '../../lib/sp-api';

/** The signed-in owner as the payment flow knows them: user id and the e-mail they sign in with. */
const paymentUser = (application: ApplicationRecord): PaymentUser => ({
  id: getUserId() ?? application.userId,
  username: application.formData.email ?? '',
});

/** Order of payment `/qce/sp/order-of-payment` (payment §2 Payment screen) through the shared flow. */
export function SpOrderOfPaymentPage() {
  const navigate = useNavigate();
  return (
    <StepLayout
      title={MESSAGES.payment.orderOfPaymentTitle}
      step={TRANSACTION_TYPE.paymentValidation}
      showTitle={false}
    >
      {({ application }) => (
        <OrderOfPaymentPage
          applicationId={application.applicationId}
          permitId={SP_PERMIT_ID}
          classification="individual"
          appType="SP"
          user={paymentUser(application)}
          onProceedToValidation={() => navigate(paths.paymentValidation.href)}
        />
      )}
    </StepLayout>
  );
}

/**
 * Payment validation `/qce/sp/payment-validation` (payment §2 Payment validation screen) through the
 * shared flow; once validated the owner continues to the water analysis step (intake §2: SP only).
 */
export function SpPaymentValidationPage() {
  const navigate = useNavigate();
  return (
    <StepLayout
      title={MESSAGES.payment.paymentValidationTitle}
      step={TRANSACTION_TYPE.paymentValidation}
      showTitle={false}
    >
      {({ application }) => (
        <PaymentValidationPage
          applicationId={application.applicationId}
          classification="individual"
          user={paymentUser(application)}
          persistKey={`sp-payment-validation:${application.applicationId}`}
          {...(application.remarks ? { remarks: application.remarks } : {})}
          onViewOrderOfPayment={() => navigate(paths.orderOfPayment.href)}
          onContinue={() => navigate(paths.waterAnalysis.href)}
        />
      )}
    </StepLayout>
  );
}
