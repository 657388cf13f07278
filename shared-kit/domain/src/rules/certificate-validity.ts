/**
 * Certificate validity and expiry (payment-certificates spec §4 "Lab status words", §5 "Certificate validity",
 * §9 "Lab validity on health card 14 days; health certificate expiry one year after latest payment").
 *
 * Everything works on calendar days (`YYYY-MM-DD`, the department's calendar, see `dates.ts`): a document valid
 * until a day is still valid on that day and expired from the next day on.
 */
import { calendarDay, isAfterToday } from './dates';
import type { DateInput } from './dates';
import { statusIs } from './status';

/** payment §5, §9: lab validity on the health card, in days after the approval date. */
export const LAB_VALIDITY_DAYS = 14;
/** payment §5, §9: health certificate expiry, in years after the latest payment date. */
export const CERTIFICATE_VALIDITY_YEARS = 1;

export type ValidityStatus = 'valid' | 'expired';

function dayParts(day: string): [number, number, number] {
  return day.split('-').map(Number) as [number, number, number];
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Adds whole days to a calendar day (`YYYY-MM-DD`). */
export function addCalendarDays(day: string, days: number): string {
  const [y, m, d] = dayParts(day);
  return toDay(new Date(Date.UTC(y, m - 1, d + days)));
}

/** Adds whole years to a calendar day; 29 February becomes 28 February in a common year. */
export function addCalendarYears(day: string, years: number): string {
  const [y, m, d] = dayParts(day);
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return toDay(new Date(Date.UTC(y + years, m - 1, Math.min(d, lastDay))));
}

/** payment §4: an 'approved' lab (case-insensitive) counts for health-card validity. */
export function isLabApproved(status: unknown): boolean {
  return statusIs(status, 'approved');
}

/**
 * payment §4: whether a lab record counts for health-card validity. 'approved' (any case) counts; so does
 * 'Completed' when the record carries its approval date, since Completed comes after Approved (the lab status
 * pages stay in progress until Completed) and the approval does not lapse by completing.
 */
export function labCountsForValidity(lab: LabForValidity): boolean {
  if (isLabApproved(lab.status)) return true;
  return statusIs(lab.status, 'completed') && calendarDay(lab.approvedDate) !== undefined;
}

/** payment §5: lab validity on the health card ends 14 days after the approval date. */
export function labValidUntil(approvedDate: unknown): string | undefined {
  const approved = calendarDay(approvedDate);
  return approved ? addCalendarDays(approved, LAB_VALIDITY_DAYS) : undefined;
}

/** The latest payment date's calendar day (unreadable dates are ignored). */
export function latestPaymentDay(
  payments: readonly { paymentDate?: unknown }[] | null | undefined,
): string | undefined {
  let latest: string | undefined;
  for (const payment of payments ?? []) {
    const day = calendarDay(payment.paymentDate);
    if (day && (!latest || day > latest)) latest = day;
  }
  return latest;
}

/** payment §5: the health certificate expires one year after the latest payment date. */
export function certificateExpiry(
  payments: readonly { paymentDate?: unknown }[] | null | undefined,
): string | undefined {
  const latest = latestPaymentDay(payments);
  return latest ? addCalendarYears(latest, CERTIFICATE_VALIDITY_YEARS) : undefined;
}

/** Valid through the `until` day itself, expired from the next day. An unknown `until` counts as expired. */
export function validityStatus(until: unknown, now: DateInput = new Date()): ValidityStatus {
  const end = calendarDay(until);
  const today = calendarDay(now);
  if (!end || !today) return 'expired';
  return today <= end ? 'valid' : 'expired';
}

export interface LabForValidity {
  status?: string | null;
  approvedDate?: unknown;
}

export interface LabValidity {
  /** Only an 'approved' lab counts (payment §4). */
  counts: boolean;
  /** Last valid day (`YYYY-MM-DD`) when it counts. */
  validUntil: string | undefined;
  status: ValidityStatus;
}

/** payment §4, §5: a lab result on the health card counts when approved and is valid 14 days after approval. */
export function labValidity(lab: LabForValidity, now: DateInput = new Date()): LabValidity {
  const counts = labCountsForValidity(lab);
  const validUntil = counts ? labValidUntil(lab.approvedDate) : undefined;
  return { counts, validUntil, status: validUntil ? validityStatus(validUntil, now) : 'expired' };
}

export interface CertificateForExpiry {
  expirationDate?: unknown;
  paymentDetailResponseDto?: readonly { paymentDate?: unknown }[] | null;
}

/**
 * payment §5: the health certificate's expiry: the expiration date the department recorded, and by default one
 * year after the latest payment date.
 */
export function healthCertificateExpiry(certificate: CertificateForExpiry): string | undefined {
  return (
    calendarDay(certificate.expirationDate) ??
    certificateExpiry(certificate.paymentDetailResponseDto)
  );
}

export interface CertificateForIssuance {
  status?: unknown;
  approvedDate?: unknown;
}

/**
 * Whether a health certificate has been issued, so that its QR page may call it Valid or Expired: the
 * department head approved it (an approval date not in the future) and the application was not rejected,
 * put on hold, discarded or cancelled afterwards.
 */
export function isHealthCertificateIssued(
  certificate: CertificateForIssuance,
  now: DateInput = new Date(),
): boolean {
  if (calendarDay(certificate.approvedDate) === undefined) return false;
  if (isAfterToday(certificate.approvedDate, now)) return false;
  return !statusIs(certificate.status, 'Rejected', 'on hold', 'Discard', 'cancelled');
}
