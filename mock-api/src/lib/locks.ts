/**
 * Records the specs no longer let the applicant change (intake §4 Form locking): the form is read-only while
 * Validated, For Review or Requires Update, once the form and requirements steps are both COMPLETED, and
 * for good once the application is issued (Completed, approved) or closed (Rejected, On Hold, cancelled).
 */
import { isFormLocked, statusIs } from '@qce/domain/rules';
import { auditOf } from '../db/records';
import type { ApplicationRecord, DbState, FormValues } from '../db/types';
import { applicationDto } from './dto';
import { conflict } from './errors';

const CLOSED = ['Completed', 'Approved', 'Rejected', 'On Hold', 'Discard', 'Cancelled'];

export function isApplicationLocked(state: DbState, app: ApplicationRecord): boolean {
  if (app.approvedDate !== null || statusIs(app.status, ...CLOSED)) return true;
  return isFormLocked({
    status: app.status,
    auditLogs: auditOf(state, { applicationId: app.applicationId }),
  });
}

const absent = (v: unknown) => v === null || v === undefined || v === '';

/** Equal as the client sees them: ids travel as strings, absent values are left out of the DTO. */
const sameValue = (a: unknown, b: unknown) =>
  absent(a) ? absent(b) : !absent(b) && String(a) === String(b);

/**
 * The form fields `changes` would change. Sending back what the API showed (the DTO's formData, e.g. a bulk
 * part's with its bulk's details, ids as strings) changes nothing.
 */
export function changedFields(
  current: Record<string, unknown>,
  changes: FormValues,
  shown: Record<string, unknown> = {},
): string[] {
  return Object.keys(changes).filter(
    (k) =>
      k !== 'applicationId' &&
      k !== 'userId' &&
      !sameValue(changes[k], current[k]) &&
      !sameValue(changes[k], shown[k]),
  );
}

/** 409 when a locked application's form would change; sending the stored values again is allowed. */
export function assertFormChangeAllowed(
  state: DbState,
  app: ApplicationRecord,
  changes: FormValues,
): void {
  if (!isApplicationLocked(state, app)) return;
  const shown = applicationDto(state, app).formData as Record<string, unknown>;
  const changed = changedFields(app.formData, changes, shown);
  if (changed.length === 0) return;
  throw conflict(
    `Application ${app.applicationId} is ${app.status}; its form can no longer be changed (${changed.slice(0, 5).join(', ')}).`,
  );
}
