import { useNavigate } from '@qce/shared-kit/router';
import { OrderOfPaymentPage, PaymentValidationPage } from '@qce/shared-kit/flows';
import { paymentUserOf } from '@qce/shared-kit/flows/track-steps';
import { MESSAGES } from '@qce/shared-kit/messages';
import { StepFrame } from '../../components/step-frame';
import { paths } from '../../config/paths';
import { SP_PERMIT_ID } from '../../lib/sp-api';

/** Order of payment `/qce/sp/order-of-payment` (payment §2 Payment screen) through the shared flow. */
export function SpOrderOfPaymentPage() {
  const navigate = useNavigate();
  return (
    <StepFrame
      title={MESSAGES.payment.orderOfPaymentTitle}

      showTitle={false}
    >
      {({ application }) => (
        <OrderOfPaymentPage
          applicationId={application.applicationId}
          permitId={SP_PERMIT_ID}
          classification="individual"
          appType="SP"
          user={paymentUserOf(application)}
          onProceedToValidation={() => navigate(paths.paymentValidation.href)}
        />
      )}
    </StepFrame>
  );
}

/**
 * Payment validation `/qce/sp/payment-validation` (payment §2 Payment validation screen) through the
 * shared flow; once validated the owner continues to the water analysis step (intake §2: SP only).
 */
export function SpPaymentValidationPage() {
  const navigate = useNavigate();
  return (
    <StepFrame
      title={MESSAGES.payment.paymentValidationTitle}

      showTitle={false}
    >
      {({ application }) => (
        <PaymentValidationPage
          applicationId={application.applicationId}
          classification="individual"
          user={paymentUserOf(application)}
          persistKey={`sp-payment-validation:${application.applicationId}`}
          {...(application.remarks ? { remarks: application.remarks } : {})}
          onViewOrderOfPayment={() => navigate(paths.orderOfPayment.href)}
          onContinue={() => navigate(paths.waterAnalysis.href)}
        />
      )}
    </StepFrame>
  );
}
