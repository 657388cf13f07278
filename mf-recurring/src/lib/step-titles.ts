import { MESSAGES, RECURRING_MESSAGES } from '@qce/shared-kit/messages';
import type { RecurringStepId } from '@qce/shared-kit/domain';

/**
 * Labels of the step pages on the tracker (payment §2: order-of-payment labelled Recurring Payment;
 * lab-notif Recurring Laboratory; certificate-issuing for SHL Recurring Certificate; permit-issuing for WAL).
 */
export function stepTitle(step: RecurringStepId): string {
  switch (step) {
    case 'payment':
      return MESSAGES.recurring.recurringPayment;
    case 'labNotification':
      return MESSAGES.recurring.recurringLaboratory;
    case 'certificateIssuing':
      return MESSAGES.recurring.recurringCertificate;
    case 'permitIssuing':
      return RECURRING_MESSAGES.permitIssuing;
  }
}
