import { STEP_STATUS, TRANSACTION_TYPE, stepStatusOf } from './audit-log';
import type { AuditLogEntry } from './audit-log';
import { statusIs } from './status';

/**
 * Payment validation screen state (payment §2 Payment validation screen, §4 Payment validation):
 * submitted leads to validation in progress; Completed shows 'Payment validated.'; Requires Update
 * reopens the form with remarks. Read from the payment's status and the Payment Validation audit
 * step, in this order: Completed (payment) or COMPLETED (step) is validated; a Submitted payment is
 * in progress (also after a resubmission while the step still says REQUIRES_UPDATE); Requires Update
 * (payment) or REQUIRES_UPDATE (step) reopens the form; anything else (an unpaid order) is the form.
 */
export type PaymentValidationState = 'form' | 'in-progress' | 'validated' | 'requires-update';

export function paymentValidationState(input: {
  paymentStatus?: string | null;
  auditLogs?: readonly AuditLogEntry[] | null;
}): PaymentValidationState {
  const step = stepStatusOf(input.auditLogs, TRANSACTION_TYPE.paymentValidation);
  if (statusIs(input.paymentStatus, 'Completed') || statusIs(step, STEP_STATUS.completed)) {
    return 'validated';
  }
  if (statusIs(input.paymentStatus, 'Submitted')) return 'in-progress';
  if (
    statusIs(input.paymentStatus, 'Requires Update') ||
    statusIs(step, STEP_STATUS.requiresUpdate)
  ) {
    return 'requires-update';
  }
  return 'form';
}
