import type { Gender } from './application';
import type { PermitId } from './common';

export interface TrainingSession {
  trainingSessionId: number;
  trainingName: string;
  startDate: string;
  startTime?: string;
  endDate: string;
  endTime?: string;
  location: string;
  maxAllowedParticipants?: number;
  trainingParticipants?: number;
  trainingSessionCompleted?: boolean;
  trainingSessionCompletedDate?: string;
}

/**
 * GET external session query: with `applicationId`, the session also says whether that application completed it
 * (`trainingSessionCompleted`, `trainingSessionCompletedDate`), for the public massagist document.
 */
export interface TrainingSessionExternalQuery {
  applicationId?: string;
}

/** GET sessions query (page 0, size 999999, sort 'createdDate,desc'). */
export interface TrainingSessionsQuery {
  page?: number;
  size?: number;
  sort?: string;
}

/** POST participant body. */
export interface TrainingParticipant {
  applicationId: string;
  birthDate: string;
  firstName: string;
  lastName: string;
  middleName?: string;
  gender: Gender;
  permitId: PermitId;
  userId: string;
  trainingSessionId: number;
  emailAddress: string;
}

/** GET participant attendance entry (first of details used). */
export interface TrainingAttendance extends Partial<TrainingParticipant> {
  trainingSessionCompleted?: boolean;
  trainingSessionCompletedDate?: string;
}

export interface TrainingAttendanceQuery {
  applicationId: string;
  trainingSessionId?: number;
}
