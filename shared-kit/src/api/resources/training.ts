import { callEndpoint } from '../client';
import type {
  TrainingAttendanceQuery,
  TrainingParticipant,
  TrainingSessionExternalQuery,
  TrainingSessionsQuery,
} from '@qce/domain/api';
import type { RequestOptions } from './request-options';

/** The spec's list query: page 0, size 999999, sort createdDate desc. */
export const DEFAULT_TRAINING_SESSIONS_QUERY: TrainingSessionsQuery = {
  page: 0,
  size: 999999,
  sort: 'createdDate,desc',
};

export const getTrainingSessions = (
  query: TrainingSessionsQuery = DEFAULT_TRAINING_SESSIONS_QUERY,
  options: RequestOptions = {},
) => callEndpoint('TRAINING_SESSIONS', { query, ...options });

export const getTrainingSession = (
  trainingSessionId: number | string,
  options: RequestOptions = {},
) => callEndpoint('TRAINING_SESSION', { params: { trainingSessionId }, ...options });

/** Public variant (massagist doc page). */
export const getExternalTrainingSession = (
  id: number | string,
  query: TrainingSessionExternalQuery = {},
  options: RequestOptions = {},
) => callEndpoint('TRAINING_SESSION_EXTERNAL', { params: { id }, query, ...options });

/** POST participant; code 4032 carries a server message to show. */
export const registerTrainingParticipant = (
  body: TrainingParticipant,
  options: RequestOptions = {},
) => callEndpoint('TRAINING_PARTICIPANT_REGISTER', { body, ...options });

/** GET attendance / current registration (use the first of details). */
export const getTrainingAttendance = (
  query: TrainingAttendanceQuery,
  options: RequestOptions = {},
) => callEndpoint('TRAINING_PARTICIPANT_ATTENDANCE', { query, ...options });
