import { callEndpoint } from '../client';
import type { BulkPaymentsQuery, PermitId, SubmitPaymentRequest } from '@qce/domain/api';
import type { RequestOptions } from './request-options';

/** GET payments of an application. */
export const getPayments = (applicationId: string, options: RequestOptions = {}) =>
  callEndpoint('PAYMENTS', { query: { applicationId }, ...options });

/** GET the bulk-level order(s) of payment of a bulk application (their applicationId is null). */
export const getBulkApplicationPayments = (
  bulkApplicationId: string,
  options: RequestOptions = {},
) => callEndpoint('PAYMENTS', { query: { bulkApplicationId }, ...options });

/** GET per-applicant payments of a bulk application -> `{ data: { detailResponseDtos, totalCount } }`. */
export const getBulkPayments = (query: BulkPaymentsQuery, options: RequestOptions = {}) =>
  callEndpoint('BULK_PAYMENTS', { query, ...options });

/** POST proof of payment; code 4037 = OR number already used. */
export const submitPayment = (body: SubmitPaymentRequest, options: RequestOptions = {}) =>
  callEndpoint('SUBMIT_PAYMENT', { body, ...options });

/** GET ORDER_OF_PAYMENT_ITEMS by permitId. */
export const getOrderOfPaymentItems = (permitId: PermitId, options: RequestOptions = {}) =>
  callEndpoint('ORDER_OF_PAYMENT_ITEMS', { query: { permitId }, ...options });

/** POST order-of-payment items with permitId -> orderOfPaymentName, amount, orderOfPaymentId. */
export const postOrderOfPaymentItems = (permitId: PermitId, options: RequestOptions = {}) =>
  callEndpoint('ORDER_OF_PAYMENT_ITEMS_POST', { body: { permitId }, ...options });
