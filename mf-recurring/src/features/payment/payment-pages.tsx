import { useNavigate } from '@qce/shared-kit/router';
import { OrderOfPaymentPage, PaymentValidationPage } from '@qce/shared-kit/flows';
import type { PaymentUser } from '@qce/shared-kit/flows';
import { MESSAGES } from '@qce/shared-kit/messages';
import { getUserId } from '@qce/shared-kit/storage';
import type { ApplicationRecord } from '@qce/shared-kit/api';
import { StepFrame } from '../../components/step-frame';
import { paths } from '../../config/paths';
import type { LabTrack } from '../../lib/lab-track';

/** The signed-in applicant as the payment flow knows them: user id and e-mail. */
const paymentUser = (application: ApplicationRecord): PaymentUser => ({
  id: getUserId() ?? application.userId,
  username: application.formData.email ?? '',
});

/** `/qce/recurring/{labType}/pages/order-of-payment`, labelled Recurring Payment (payment §2). */
export function RecurringOrderOfPaymentPage({ track }: { track: LabTrack }) {
  const navigate = useNavigate();
  return (
    <StepFrame track={track} title={MESSAGES.recurring.recurringPayment} showTitle={false}>
      {({ application }) => (
        <OrderOfPaymentPage
          applicationId={application.applicationId}
          permitId={track.permitId}
          classification="individual"
          appType={track.labType}
          user={paymentUser(application)}
          title={MESSAGES.recurring.recurringPayment}
          onProceedToValidation={() => navigate(paths.paymentValidation.href(track.segment))}
        />
      )}
    </StepFrame>
  );
}

/** `/qce/recurring/{labType}/pages/payment-validation` (payment §2 Payment validation screen); then the lab step. */
export function RecurringPaymentValidationPage({ track }: { track: LabTrack }) {
  const navigate = useNavigate();
  return (
    <StepFrame track={track} title={MESSAGES.payment.paymentValidationTitle} showTitle={false}>
      {({ application }) => (
        <PaymentValidationPage
          applicationId={application.applicationId}
          classification="individual"
          user={paymentUser(application)}
          persistKey={`recurring-payment-validation:${application.applicationId}`}
          {...(application.remarks ? { remarks: application.remarks } : {})}
          onViewOrderOfPayment={() => navigate(paths.orderOfPayment.href(track.segment))}
          onContinue={() => navigate(paths.labNotif.href(track.segment))}
        />
      )}
    </StepFrame>
  );
}
