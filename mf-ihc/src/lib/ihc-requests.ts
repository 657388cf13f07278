/**
 * The reads of the health card pages as requests (the kit data layer's `requestQuery`): a page asks the
 * page's cache for one of these, so two steps that read the same thing share one answer.
 */
import { DEFAULT_TRAINING_SESSIONS_QUERY } from '@qce/shared-kit/api';
import type { LabType } from '@qce/shared-kit/api';
import type { RequestOf } from '@qce/shared-kit/data';

/** The values of a lookup list (LOOKUP_IDS: city, nationality, occupation). */
export const lookupRequest = (lookUpId: number): RequestOf<'LOOKUP_INFO'> => ({
  endpoint: 'LOOKUP_INFO',
  params: { lookUpId },
});

/** One bulk application (the representative's). */
export const bulkRecordRequest = (id: string): RequestOf<'APPLICATION_BULK_BY_ID'> => ({
  endpoint: 'APPLICATION_BULK_BY_ID',
  params: { id },
});

/** A bulk application's audit log (the kit's head approval reads the same request). */
export const bulkAuditLogRequest = (
  bulkApplicationId: string,
): RequestOf<'AUDIT_BULK_PROGRESS'> => ({
  endpoint: 'AUDIT_BULK_PROGRESS',
  query: { bulkApplicationId },
});

/** The applicant's massagist training registration. */
export const trainingAttendanceRequest = (
  applicationId: string,
): RequestOf<'TRAINING_PARTICIPANT_ATTENDANCE'> => ({
  endpoint: 'TRAINING_PARTICIPANT_ATTENDANCE',
  query: { applicationId },
});

/** Every training session (the page filters the offered ones). */
export const TRAINING_SESSIONS_REQUEST: RequestOf<'TRAINING_SESSIONS'> = {
  endpoint: 'TRAINING_SESSIONS',
  query: { ...DEFAULT_TRAINING_SESSIONS_QUERY },
};

/** The applicant's lab records of a type. */
export const labsRequest = (applicationId: string, type: LabType): RequestOf<'LABORATORY'> => ({
  endpoint: 'LABORATORY',
  params: { applicationId, type },
});
