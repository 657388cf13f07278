/** Massagist training: sessions, registration (refused with 4032 when past, full or already enrolled), attendance. */
import { API_ERROR_CODES } from '@qce/domain/api';
import type {
  PermitId,
  TrainingAttendance,
  TrainingParticipant,
  TrainingSession,
} from '@qce/domain/api';
import { nextId, now, nowIso } from '../db/records';
import type { DbState, TrainingParticipantRecord, TrainingSessionRecord } from '../db/types';
import { ownApplication } from '../lib/access';
import { bodyOf, endpoint, id } from '../lib/define';
import { compact, participantCount, trainingSessionDto } from '../lib/dto';
import { ApiError, notFound } from '../lib/errors';
import { isTrainingSessionOffered } from '../lib/rules';

const refuse = (message: string) =>
  new ApiError(400, API_ERROR_CODES.TRAINING_REGISTRATION, message);

function sessionOf(state: DbState, raw: unknown): TrainingSessionRecord {
  const sessionId = id(raw, 'trainingSessionId');
  const session = state.trainingSessions.find((s) => s.trainingSessionId === sessionId);
  if (!session) throw notFound(`Training session ${sessionId}`);
  return session;
}

function attendanceDto(p: TrainingParticipantRecord): TrainingAttendance {
  return compact({
    applicationId: String(p.applicationId),
    birthDate: p.birthDate,
    firstName: p.firstName,
    lastName: p.lastName,
    middleName: p.middleName || undefined,
    gender: p.gender as TrainingAttendance['gender'],
    permitId: p.permitId as 1 | 2,
    userId: String(p.userId),
    trainingSessionId: p.trainingSessionId,
    emailAddress: p.emailAddress,
    trainingSessionCompleted: p.trainingSessionCompleted,
    trainingSessionCompletedDate: p.trainingSessionCompletedDate ?? undefined,
  });
}

function completionOf(
  state: DbState,
  session: TrainingSessionRecord,
  query: URLSearchParams,
): Pick<TrainingSession, 'trainingSessionCompleted' | 'trainingSessionCompletedDate'> {
  const applicationId = Number(query.get('applicationId'));
  if (!Number.isInteger(applicationId) || applicationId <= 0) return {};
  const participant = state.trainingParticipants.find(
    (p) => p.applicationId === applicationId && p.trainingSessionId === session.trainingSessionId,
  );
  return compact({
    trainingSessionCompleted: participant?.trainingSessionCompleted === true,
    trainingSessionCompletedDate: participant?.trainingSessionCompletedDate ?? undefined,
  });
}

export const trainingHandlers = [
  endpoint('TRAINING_SESSIONS', ({ state, query }) => {
    const sorted = [...state.trainingSessions].sort((a, b) =>
      b.createdDate.localeCompare(a.createdDate),
    );
    const size = Number(query.get('size') ?? 999999);
    const pageIndex = Number(query.get('page') ?? 0);
    const limit = Number.isInteger(size) && size > 0 ? size : 999999;
    const start = (Number.isInteger(pageIndex) && pageIndex >= 0 ? pageIndex : 0) * limit;
    return {
      data: {
        details: sorted.slice(start, start + limit).map((s) => trainingSessionDto(state, s)),
        totalCount: sorted.length,
      },
    };
  }),
  endpoint('TRAINING_SESSION', ({ state, params }) => ({
    data: trainingSessionDto(state, sessionOf(state, params.trainingSessionId)),
  })),
  // Public (the massagist document reached by QR): with `applicationId`, whether that application completed this
  // very session, and when; nothing else about the participant.
  endpoint('TRAINING_SESSION_EXTERNAL', ({ state, params, query }) => {
    const session = sessionOf(state, params.id);
    return {
      data: { ...trainingSessionDto(state, session), ...completionOf(state, session, query) },
    };
  }),

  endpoint('TRAINING_PARTICIPANT_REGISTER', async ({ state, user, request }) => {
    const body = await bodyOf('TRAINING_PARTICIPANT_REGISTER', request);
    const app = ownApplication(state, user, body.applicationId);
    const session = sessionOf(state, body.trainingSessionId);
    const enrolled = state.trainingParticipants.find(
      (p) => p.applicationId === app.applicationId && !p.trainingSessionCompleted,
    );
    if (enrolled)
      throw refuse(
        `Application ${app.applicationId} is already registered for training session ${enrolled.trainingSessionId}.`,
      );
    if (!isTrainingSessionOffered(session, participantCount(state, session), now(state))) {
      throw refuse(
        `Training session ${session.trainingSessionId} is no longer open for registration (it has started or is full).`,
      );
    }
    const participant: TrainingParticipantRecord = {
      participantId: nextId(state, 'participant'),
      trainingSessionId: session.trainingSessionId,
      applicationId: app.applicationId,
      birthDate: body.birthDate ?? String(app.formData.birthDate ?? ''),
      firstName: body.firstName ?? String(app.formData.firstName ?? ''),
      lastName: body.lastName ?? String(app.formData.lastName ?? ''),
      middleName: body.middleName ?? String(app.formData.middleName ?? ''),
      gender: body.gender ?? String(app.formData.gender ?? ''),
      permitId: app.permitId,
      userId: user.userId,
      emailAddress: body.emailAddress ?? user.email,
      trainingSessionCompleted: false,
      trainingSessionCompletedDate: null,
      registeredAt: nowIso(state),
    };
    state.trainingParticipants.push(participant);
    return {
      data: {
        applicationId: String(participant.applicationId),
        birthDate: participant.birthDate,
        firstName: participant.firstName,
        lastName: participant.lastName,
        middleName: participant.middleName,
        gender: participant.gender as TrainingParticipant['gender'],
        permitId: participant.permitId as PermitId,
        userId: String(participant.userId),
        trainingSessionId: participant.trainingSessionId,
        emailAddress: participant.emailAddress,
      },
    };
  }),

  endpoint('TRAINING_PARTICIPANT_ATTENDANCE', ({ state, user, query }) => {
    const app = ownApplication(state, user, query.get('applicationId'));
    const sessionId = query.get('trainingSessionId');
    const list = state.trainingParticipants
      .filter(
        (p) =>
          p.applicationId === app.applicationId &&
          (!sessionId || p.trainingSessionId === Number(sessionId)),
      )
      .sort((a, b) => b.participantId - a.participantId)
      .map(attendanceDto);
    return { data: { details: list, totalCount: list.length } };
  }),
];
