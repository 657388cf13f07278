import { TRANSACTION_TYPE, isStepCompleted } from './audit-log';
import type { AuditLogEntry } from './audit-log';
import { APPLICATION_STATUS, REQUIREMENT_STATUS, statusIs } from './status';

/**
 * Requirement upload rules (intake §4 Requirement uploads, §5 Requirement upload rules).
 */
export interface UploadInput {
  uploadId?: string | number | null;
  imageId?: string | number | null;
  status?: string | null;
  remarks?: string | null;
  uploadFromPreview?: boolean | null;
  testCompletedDate?: string | null;
}

export function hasUpload(upload: UploadInput | null | undefined): boolean {
  if (!upload || typeof upload !== 'object') return false;
  const id = upload.imageId ?? upload.uploadId;
  return id !== null && id !== undefined && String(id).trim() !== '';
}

/**
 * A file is required when the requirement is required and not yet uploaded, or its upload is
 * Requires Update, or the application is Requires Update and it already has an upload. Never
 * required when the upload came from the preview or is For Review.
 */
export function isFileRequired(input: {
  required?: boolean | null;
  upload?: UploadInput | null;
  applicationStatus?: string | null;
}): boolean {
  const { upload } = input;
  if (upload?.uploadFromPreview === true) return false;
  if (statusIs(upload?.status, REQUIREMENT_STATUS.forReview)) return false;
  const uploaded = hasUpload(upload);
  if (input.required === true && !uploaded) return true;
  if (statusIs(upload?.status, REQUIREMENT_STATUS.requiresUpdate)) return true;
  return statusIs(input.applicationStatus, APPLICATION_STATUS.requiresUpdate) && uploaded;
}

/** Upload is disabled when the requirement is Completed, or the application is For Review or Completed. */
export function isUploadDisabled(input: {
  requirementStatus?: string | null;
  applicationStatus?: string | null;
}): boolean {
  return (
    statusIs(input.requirementStatus, REQUIREMENT_STATUS.completed) ||
    statusIs(input.applicationStatus, APPLICATION_STATUS.forReview, APPLICATION_STATUS.completed)
  );
}

/**
 * The application's uploads are closed to the applicant (intake §4 Requirement uploads and Form
 * locking): while For Review or Completed (uploads disabled), once Validated (the form locks), or
 * once the Requirements Validation step is COMPLETED (whatever status follows). Requires Update
 * and Draft stay open. The SP Handle Health Certificates dialog is read-only then: no Add
 * Applicant, no employee or certificate removal, no (re-)upload.
 */
export function areUploadsClosed(input: {
  applicationStatus?: string | null;
  auditLogs?: readonly AuditLogEntry[] | null;
}): boolean {
  if (
    statusIs(
      input.applicationStatus,
      APPLICATION_STATUS.forReview,
      APPLICATION_STATUS.completed,
      APPLICATION_STATUS.validated,
    )
  ) {
    return true;
  }
  return isStepCompleted(input.auditLogs, TRANSACTION_TYPE.requirementsValidation);
}

/** Re-upload of a Completed requirement is blocked. */
export function canReupload(requirementStatus: unknown): boolean {
  return !statusIs(requirementStatus, REQUIREMENT_STATUS.completed);
}

/** Requires Update shows the remarks in a tooltip; returns the remarks to show, if any. */
export function remarksTooltip(upload: UploadInput | null | undefined): string | undefined {
  if (!statusIs(upload?.status, REQUIREMENT_STATUS.requiresUpdate)) return undefined;
  return typeof upload?.remarks === 'string' && upload.remarks.trim() !== ''
    ? upload.remarks.trim()
    : undefined;
}

/** Status shown for a requirement row: the upload's status, In Progress by default (intake §3). */
export function requirementDisplayStatus(upload: UploadInput | null | undefined): string {
  const status = upload?.status;
  return typeof status === 'string' && status.trim() !== ''
    ? status.trim()
    : REQUIREMENT_STATUS.inProgress;
}
