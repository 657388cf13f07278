/**
 * Sanitary permit readiness (payment-certificates spec §4): the digital sanitary permit is shown only when the
 * mayor permit number and the approval date exist and the total is zero or an official receipt number exists;
 * otherwise the incomplete-permit message shows.
 */

export interface PermitPaymentForReadiness {
  total?: number | string | null;
  officialReceiptNumber?: string | null;
}

export interface PermitForReadiness {
  mayorPermitNo?: string | number | null;
  approvedDate?: unknown;
  paymentDetailResponseDto?: readonly PermitPaymentForReadiness[] | null;
}

const present = (value: unknown): boolean =>
  value !== null && value !== undefined && String(value).trim() !== '';

/** Sum of the payment totals (an application without payments totals zero; unreadable totals count as unpaid). */
export function permitTotal(
  payments: readonly PermitPaymentForReadiness[] | null | undefined,
): number {
  return (payments ?? []).reduce((sum, payment) => {
    const amount = Number(payment.total ?? 0);
    return sum + (Number.isFinite(amount) ? amount : Number.POSITIVE_INFINITY);
  }, 0);
}

/** payment §4: mayor permit no. and approval date exist, and total is zero or an OR number exists. */
export function isSanitaryPermitReady(permit: PermitForReadiness | null | undefined): boolean {
  if (!permit) return false;
  if (!present(permit.mayorPermitNo) || !present(permit.approvedDate)) return false;
  const payments = permit.paymentDetailResponseDto ?? [];
  const hasReceipt = payments.some((payment) => present(payment.officialReceiptNumber));
  return permitTotal(payments) === 0 || hasReceipt;
}
