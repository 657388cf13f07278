import { callEndpoint } from '../client';
import type { PaymentValidateRequest, RecurringPaymentRequest } from '@qce/domain/api';
import type { RequestOptions } from './request-options';

/** POST recurring (follow-up) payment; a failure means the payment was not created. */
export const createRecurringPayment = (
  body: RecurringPaymentRequest,
  options: RequestOptions = {},
) => callEndpoint('RECURRING_PAYMENTS', { body, ...options });

/** POST payment validate (application ID + OR number); resolves when valid (200), rejects otherwise. */
export const validatePayment = (body: PaymentValidateRequest, options: RequestOptions = {}) =>
  callEndpoint('PAYMENT_VALIDATE', { body, ...options });
