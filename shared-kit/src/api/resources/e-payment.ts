import { callEndpoint } from '../client';
import type { OnlinePaymentRequest } from '@qce/domain/api';
import type { RequestOptions } from './request-options';

/** POST online payment request (e-payment service) -> `{ epaymentUrl }`, opened in a new tab. */
export const requestOnlinePayment = (body: OnlinePaymentRequest, options: RequestOptions = {}) =>
  callEndpoint('ONLINE_PAYMENT_REQUEST', { body, ...options });
