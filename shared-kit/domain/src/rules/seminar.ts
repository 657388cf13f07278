import { STEP_STATUS, TRANSACTION_TYPE, isStepCompleted } from './audit-log';
import type { AuditLogEntry } from './audit-log';
import { statusIs } from './status';

/**
 * HIV seminar (intake §4 HIV seminar).
 */
export interface SeminarStateInput {
  auditLogs?: readonly AuditLogEntry[] | null;
  /** A health card requirement is already uploaded. */
  hasHealthCardUpload?: boolean | null;
  /** The application's examResult (any non-empty value means the exam was taken). */
  examResult?: unknown;
}

export interface SeminarState {
  /** Show the completed page instead of the video. */
  showCompletedPage: boolean;
  /** On the completed page: show the certificate (exam result exists)... */
  showCertificate: boolean;
  /** ...otherwise say the seminar is not needed because a previous one is valid. */
  previousSeminarValid: boolean;
  /** Next steps are enabled only when the seminar step is COMPLETED. */
  nextStepsEnabled: boolean;
}

function hasExamResult(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

export function seminarState(input: SeminarStateInput): SeminarState {
  const completed = isStepCompleted(input.auditLogs, TRANSACTION_TYPE.hivSeminar);
  const showCompletedPage = completed || input.hasHealthCardUpload === true;
  const showCertificate = showCompletedPage && hasExamResult(input.examResult);
  return {
    showCompletedPage,
    showCertificate,
    previousSeminarValid: showCompletedPage && !showCertificate,
    nextStepsEnabled: completed,
  };
}

/** Next steps are enabled only when the seminar step is COMPLETED. */
export function seminarNextStepsEnabled(
  auditLogs: readonly AuditLogEntry[] | null | undefined,
): boolean {
  return isStepCompleted(auditLogs, TRANSACTION_TYPE.hivSeminar);
}

/**
 * Bulk group state: COMPLETED means every applicant's seminar is COMPLETED, otherwise IN_PROGRESS
 * (also when there is no applicant).
 */
export function bulkSeminarState(
  applicantStatuses: readonly (string | null | undefined)[] | null | undefined,
): typeof STEP_STATUS.completed | typeof STEP_STATUS.inProgress {
  const list = Array.isArray(applicantStatuses) ? applicantStatuses : [];
  return list.length > 0 && list.every((s) => statusIs(s, STEP_STATUS.completed))
    ? STEP_STATUS.completed
    : STEP_STATUS.inProgress;
}
