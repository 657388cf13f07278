import { TRANSACTION_TYPE, isStepCompleted } from './audit-log';
import type { AuditLogEntry } from './audit-log';

/**
 * Buttons gated by the audit log and the bulk-part rule.
 * - View Order of Payment is enabled once Requirements Validation is completed (intake §2 Successfully Submitted).
 * - A bulk-part applicant (an individual record inside a bulk application) sees only an information
 *   page for requirements upload and payment (intake §4 Bulk-part applicant; payment §4).
 */
export function canViewOrderOfPayment(
  auditLogs: readonly AuditLogEntry[] | null | undefined,
): boolean {
  return isStepCompleted(auditLogs, TRANSACTION_TYPE.requirementsValidation);
}

export const BULK_PART_CLASS = 'Bulk-Individual';

export function isBulkPartApplicant(input: {
  classification?: unknown;
  bulkApplicationId?: unknown;
  isRepresentative?: boolean | null;
}): boolean {
  if (input.isRepresentative === true) return false;
  const cls =
    typeof input.classification === 'string' ? input.classification.trim().toLowerCase() : '';
  if (cls === BULK_PART_CLASS.toLowerCase()) return true;
  const id = input.bulkApplicationId;
  return cls !== 'bulk' && (typeof id === 'number' || (typeof id === 'string' && id.trim() !== ''));
}
