import { MESSAGES } from '@qce/domain/messages';
import { REQUIREMENT_STATUS, statusIs } from './status';

/**
 * Sanitary permit employee counts (intake §5 Sanitary permit form, §9) and the SP bulk employee
 * status (intake §4 SP bulk employee status), and the SP submit checks (intake §5).
 */
export const MIN_HEALTH_CERTIFICATE_RATIO = 0.5;
export const COUNT_EXEMPT_APPLICATION_TYPES = [
  'Amendment of Business',
  'Retirement of Business',
] as const;

/** A count field: numbers (or numeric strings) below 0 become 0; anything unparseable becomes 0. */
export function normalizeCount(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return 0;
  return n < 0 ? 0 : Math.floor(n);
}

/** Employee counts apply to every type except Amendment/Retirement of Business (case-insensitive). */
export function isEmployeeCountExempt(applicationType: unknown): boolean {
  if (typeof applicationType !== 'string') return false;
  const value = applicationType.trim().toLowerCase();
  return COUNT_EXEMPT_APPLICATION_TYPES.some((t) => t.toLowerCase() === value);
}

export interface SpCountsInput {
  applicationType?: string | null;
  employeeNum?: unknown;
  employeeNumWithHC?: unknown;
  employeeNumWithoutHC?: unknown;
}

export interface SpCountErrors {
  total?: string;
  withHealthCertificate?: string;
}

/**
 * The two count errors, either of which blocks submission. Empty object when valid or exempt.
 * `total`: total differs from with + without. `withHealthCertificate`: with-HC under 50 percent.
 */
export function spEmployeeCountErrors(input: SpCountsInput): SpCountErrors {
  if (isEmployeeCountExempt(input.applicationType)) return {};
  const total = normalizeCount(input.employeeNum);
  const withHc = normalizeCount(input.employeeNumWithHC);
  const withoutHc = normalizeCount(input.employeeNumWithoutHC);
  const errors: SpCountErrors = {};
  if (total !== withHc + withoutHc) errors.total = MESSAGES.sanitaryPermit.totalMismatch;
  if (withHc < total * MIN_HEALTH_CERTIFICATE_RATIO) {
    errors.withHealthCertificate = MESSAGES.sanitaryPermit.notEnoughWithHealthCertificate;
  }
  return errors;
}

export interface SpEmployeeInput {
  healthCertNumber?: string | null;
}

export interface SpEmployeeUploadInput {
  status?: string | null;
}

export type SpEmployeeStatus = (typeof REQUIREMENT_STATUS)[keyof typeof REQUIREMENT_STATUS];

/**
 * In Progress by default; Completed with a certificate number; For Review / Requires Update when
 * any certificate upload has that status (Requires Update wins); Completed when all are Completed.
 */
export function spEmployeeStatus(
  employee: SpEmployeeInput | null | undefined,
  uploads: readonly SpEmployeeUploadInput[] | null | undefined,
): SpEmployeeStatus {
  const hasCertNumber =
    typeof employee?.healthCertNumber === 'string' && employee.healthCertNumber.trim() !== '';
  if (hasCertNumber) return REQUIREMENT_STATUS.completed;
  const list = Array.isArray(uploads) ? uploads.filter((u) => u && typeof u === 'object') : [];
  if (list.some((u) => statusIs(u.status, REQUIREMENT_STATUS.requiresUpdate))) {
    return REQUIREMENT_STATUS.requiresUpdate;
  }
  if (list.some((u) => statusIs(u.status, REQUIREMENT_STATUS.forReview)))
    return REQUIREMENT_STATUS.forReview;
  if (list.length > 0 && list.every((u) => statusIs(u.status, REQUIREMENT_STATUS.completed))) {
    return REQUIREMENT_STATUS.completed;
  }
  return REQUIREMENT_STATUS.inProgress;
}

/**
 * SP requirements submit checks (intake §5), run when no health-certificate image exists.
 * Returns the messages to list; empty when submission may go ahead.
 */
export function spSubmitIssues(input: {
  uploadedEmployees?: unknown;
  employeeNumWithHC?: unknown;
  allHealthCertUploaded?: boolean | null;
}): string[] {
  const uploaded = normalizeCount(input.uploadedEmployees);
  const expected = normalizeCount(input.employeeNumWithHC);
  if (uploaded === 0) return [MESSAGES.spEmployees.noEmployees];
  const issues: string[] = [];
  if (uploaded !== expected) issues.push(MESSAGES.spEmployees.employeesMismatch);
  if (input.allHealthCertUploaded !== true)
    issues.push(MESSAGES.spEmployees.certificatesNotUploaded);
  return issues;
}
