import { MESSAGES } from '@qce/domain/messages';
import { statusIs } from './status';

/**
 * Payment entry state (payment §4): Completed shows as Paid, anything else Unpaid. A payment with
 * status For Review, Requires Update or Submitted (case ignored) is the current payable. The online
 * pay button is disabled if an e-payment is already made or no current payable exists.
 */
export interface PaymentEntryInput {
  status?: string | null;
  refNum?: string | null;
  referenceNumber?: string | null;
  total?: number | string | null;
}

export const CURRENT_PAYABLE_STATUSES = ['For Review', 'Requires Update', 'Submitted'] as const;

export function isPaid(status: unknown): boolean {
  return statusIs(status, 'Completed');
}

export function paymentEntryLabel(
  status: unknown,
): typeof MESSAGES.payment.paid | typeof MESSAGES.payment.unpaid {
  return isPaid(status) ? MESSAGES.payment.paid : MESSAGES.payment.unpaid;
}

export function isCurrentPayable(payment: PaymentEntryInput | null | undefined): boolean {
  return !!payment && statusIs(payment.status, ...CURRENT_PAYABLE_STATUSES);
}

export function currentPayable<T extends PaymentEntryInput>(
  payments: readonly T[] | null | undefined,
): T | undefined {
  return Array.isArray(payments) ? payments.find((p) => isCurrentPayable(p)) : undefined;
}

export function isOnlinePayEnabled(input: {
  ePaymentMade?: boolean | null;
  payments?: readonly PaymentEntryInput[] | null;
}): boolean {
  return input.ePaymentMade !== true && currentPayable(input.payments) !== undefined;
}
