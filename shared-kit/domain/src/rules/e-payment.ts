import { statusIs } from './status';

/**
 * E-payment made (payment §4: the online pay button is disabled if an e-payment is already made;
 * payment §3: paymentType ONLINE or MANUAL). An e-payment exists once any payment of the
 * application carries paymentType ONLINE (case ignored): the e-payment service sets it when the
 * online payment is requested, so a second request for the same order is not offered.
 */
export interface EPaymentInput {
  paymentType?: string | null;
}

export function isEPayment(payment: EPaymentInput | null | undefined): boolean {
  return !!payment && statusIs(payment.paymentType, 'ONLINE');
}

export function hasEPayment(payments: readonly EPaymentInput[] | null | undefined): boolean {
  return Array.isArray(payments) && payments.some((payment) => isEPayment(payment));
}
