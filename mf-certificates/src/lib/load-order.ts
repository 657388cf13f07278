import type { BulkPaymentDetail, PermitId } from '@qce/shared-kit/api';
import { statusIs } from '@qce/shared-kit/domain';
import {
  fetchApplication,
  fetchBulkApplication,
  fetchBulkOrders,
  fetchBulkPayments,
  fetchOrderOfPaymentItems,
  fetchPayments,
} from './documents-api';
import { fullName } from './format';
import { buildOrderOfPayment } from './order-of-payment';
import type { OrderOfPayment } from './order-of-payment';

export interface LoadedOrder {
  applicationId: string;
  payor: string;
  /** Absent until an order of payment has been issued. */
  order: OrderOfPayment | undefined;
  /** Per-applicant amounts of a bulk application. */
  applicants?: BulkPaymentDetail[];
}

/** Track segment or permit id to permit id (payment §9: 1 health certificate/SHL, 2 sanitary permit/WAL). */
export function permitIdOf(value: string | null | undefined): PermitId | undefined {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '1' || text === 'ihc' || text === 'shl') return 1;
  if (text === '2' || text === 'sp' || text === 'wal') return 2;
  return undefined;
}

export const isBulkClass = (classification: string | null | undefined): boolean =>
  statusIs(classification, 'bulk');

/** Loads what an order of payment shows: the application (bulk data for class bulk), payments and items. */
export async function loadOrder(
  input: { applicationId: string; permitId: PermitId; bulk: boolean },
  signal: AbortSignal,
): Promise<LoadedOrder> {
  const items = await fetchOrderOfPaymentItems(input.permitId, signal);
  if (input.bulk) {
    // The bulk pays its own bulk-level order (payment §2: class bulk uses the bulk data); the per-applicant
    // amounts are listed beside it, never taken for it.
    const [bulk, orders, page] = await Promise.all([
      fetchBulkApplication(input.applicationId, signal),
      fetchBulkOrders(input.applicationId, signal),
      fetchBulkPayments(input.applicationId, signal),
    ]);
    return {
      applicationId: input.applicationId,
      payor: bulk.companyName || fullName(bulk),
      applicants: page.detailResponseDtos ?? [],
      order: buildOrderOfPayment(orders, items),
    };
  }
  const [application, payments] = await Promise.all([
    fetchApplication(input.applicationId),
    fetchPayments(input.applicationId, signal),
  ]);
  return {
    applicationId: input.applicationId,
    payor: fullName(application.formData) || application.formData?.establishmentName || '',
    order: buildOrderOfPayment(payments, items),
  };
}
