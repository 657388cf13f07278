import { getBulkApplicationPayments, getPayments } from '@qce/shared-kit/api';
import type { Payment } from '@qce/shared-kit/api';
import type { PaymentAppType } from './types';

/** The payment's reference number: the server sends `refNum` or `referenceNumber` (payment §3). */
export function referenceOf(payment: Pick<Payment, 'refNum' | 'referenceNumber'>): string {
  return payment.refNum ?? payment.referenceNumber ?? '';
}

/** Remarks the validator left on a payment sent back (the DTO does not declare them; read safely). */
export function remarksOf(payment: Payment | undefined): string | undefined {
  if (payment && 'remarks' in payment && typeof payment.remarks === 'string') {
    const text = payment.remarks.trim();
    return text === '' ? undefined : text;
  }
  return undefined;
}

/**
 * The payments (orders of payment) of an application, oldest first as the server lists them; for a bulk
 * representative the bulk-level order (its applicationId is null, so it is looked up by the bulk id).
 */
export async function loadPayments(
  applicationId: string,
  signal: AbortSignal,
  bulkApplicationId?: string,
): Promise<Payment[]> {
  const response =
    bulkApplicationId !== undefined
      ? await getBulkApplicationPayments(bulkApplicationId, { signal })
      : await getPayments(applicationId, { signal });
  return Array.isArray(response.data) ? response.data : [];
}

/** The order-of-payment print view of mf-certificates (payment §2: /qce/print-temp/{appType}). */
export const printTempHref = (appType: PaymentAppType): string => `/qce/print-temp/${appType}`;
