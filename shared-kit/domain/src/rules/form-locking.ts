import { TRANSACTION_TYPE, isStepCompleted } from './audit-log';
import type { AuditLogEntry } from './audit-log';
import { APPLICATION_STATUS, statusIs } from './status';

/**
 * Form locking (intake §4 Form locking): the application form is read-only when the status is
 * Validated, For Review or Requires Update, or when both the Application Form and Requirements
 * Validation steps are COMPLETED.
 */
export function isFormLocked(input: {
  status?: string | null;
  auditLogs?: readonly AuditLogEntry[] | null;
}): boolean {
  if (
    statusIs(
      input.status,
      APPLICATION_STATUS.validated,
      APPLICATION_STATUS.forReview,
      APPLICATION_STATUS.requiresUpdate,
    )
  ) {
    return true;
  }
  return (
    isStepCompleted(input.auditLogs, TRANSACTION_TYPE.applicationForm) &&
    isStepCompleted(input.auditLogs, TRANSACTION_TYPE.requirementsValidation)
  );
}
