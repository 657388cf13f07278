/**
 * Records the specs no longer let the applicant change (intake §4 Form locking): the form is read-only while
 * Validated, For Review or Requires Update, once the form and requirements steps are both COMPLETED, and
 * for good once the application is issued (Completed, approved) or closed (Rejected, On Hold, cancelled).
 */
import { isFormLocked, statusIs } from '@qce/shared-kit/domain';
import { auditOf } from '../db/records';
import type { ApplicationRecord, DbState, FormValues } from '../db/types';
import { conflict } from './errors';

const CLOSED = ['Completed', 'Approved', 'Rejected', 'On Hold', 'Discard', 'Cancelled'];

export function isApplicationLocked(state: DbState, app: ApplicationRecord): boolean {
  if (app.approvedDate !== null || statusIs(app.status, ...CLOSED)) return true;
  return isFormLocked({
    status: app.status,
    auditLogs: auditOf(state, { applicationId: app.applicationId }),
  });
}

/** The form fields `changes` would change (same values sent again change nothing). */
export function changedFields(current: FormValues, changes: FormValues): string[] {
  return Object.keys(changes).filter(
    (k) => k !== 'applicationId' && k !== 'userId' && changes[k] !== current[k],
  );
}

/** 409 when a locked application's form would change; sending the stored values again is allowed. */
export function assertFormChangeAllowed(
  state: DbState,
  app: ApplicationRecord,
  changes: FormValues,
): void {
  if (!isApplicationLocked(state, app)) return;
  const changed = changedFields(app.formData, changes);
  if (changed.length === 0) return;
  throw conflict(
    `Application ${app.applicationId} is ${app.status}; its form can no longer be changed (${changed.slice(0, 5).join(', ')}).`,
  );
}
