import { parseDate } from './dates';

/**
 * Massagist training (intake §2, §4 Massagist training, §9; payment §4, §9).
 */
export interface TrainingSessionInput {
  trainingSessionId?: string | number | null;
  startDate?: string | null;
  startTime?: string | null;
  maxAllowedParticipants?: number | string | null;
  /** A count, or the list of participants. */
  trainingParticipants?: number | string | readonly unknown[] | null;
}

export type TrainingState = 'completed' | 'in-progress' | 'not-enrolled';

/** Completed, or Training In Progress if enrolled but not completed. */
export function trainingState(input: {
  enrolled?: boolean | null;
  completed?: boolean | null;
  trainingSessionCompletedDate?: string | null;
}): TrainingState {
  if (input.completed === true || parseDate(input.trainingSessionCompletedDate) !== undefined) {
    return 'completed';
  }
  return input.enrolled === true ? 'in-progress' : 'not-enrolled';
}

function toCount(value: unknown): number | undefined {
  if (Array.isArray(value)) return value.length;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** Session start as an instant: startDate, plus startTime (HH:mm, Manila time) when given. */
export function sessionStart(session: TrainingSessionInput): Date | undefined {
  const date = parseDate(session.startDate);
  if (!date) return undefined;
  const time =
    typeof session.startTime === 'string'
      ? /^(\d{1,2}):(\d{2})/.exec(session.startTime.trim())
      : null;
  const dateOnly = typeof session.startDate === 'string' && !session.startDate.includes('T');
  if (!time || !dateOnly) return date;
  const minutes = Number(time[1]) * 60 + Number(time[2]);
  // date-only strings parse to 00:00 UTC; Manila is UTC+8.
  return new Date(date.getTime() + (minutes - 8 * 60) * 60_000);
}

/** Offered only if the start is in the future and participants are below the maximum. */
export function isSessionOffered(
  session: TrainingSessionInput | null | undefined,
  now: Date,
): boolean {
  if (!session) return false;
  const start = sessionStart(session);
  const max = toCount(session.maxAllowedParticipants);
  const participants = toCount(session.trainingParticipants) ?? 0;
  if (!start || max === undefined) return false;
  return start.getTime() > now.getTime() && participants < max;
}

export function offeredSessions<T extends TrainingSessionInput>(
  sessions: readonly T[] | null | undefined,
  now: Date,
): T[] {
  return Array.isArray(sessions) ? sessions.filter((s) => isSessionOffered(s, now)) : [];
}

/** A record of an application's part in a training session (a participant entry or its attendance result). */
export interface TrainingParticipation {
  trainingSessionId?: string | number | null | undefined;
  trainingSessionCompleted?: boolean | null | undefined;
  trainingSessionCompletedDate?: string | null | undefined;
}

export type TrainingConfirmation =
  { confirmed: true; completedDate?: string } | { confirmed: false };

const sameSession = (
  a: string | number | null | undefined,
  b: string | number | null | undefined,
): boolean =>
  a !== null &&
  a !== undefined &&
  b !== null &&
  b !== undefined &&
  String(a).trim() !== '' &&
  String(a).trim() === String(b).trim();

/**
 * What the massagist training document reached by QR may state (payment §2 docs/massagist route, §4 "Massagist
 * training shows Completed, or Training In Progress if enrolled but not completed"): that the applicant attended
 * and completed this session only when a record shows them a participant of this very session with a
 * completion. Otherwise it cannot be confirmed: a registration not yet completed, another session's completion
 * or an approved application vouch for no attendance of this session.
 */
export function confirmTrainingCompleted(
  trainingSessionId: string | number,
  records: ReadonlyArray<TrainingParticipation | null | undefined>,
): TrainingConfirmation {
  for (const record of records) {
    if (!record || !sameSession(record.trainingSessionId, trainingSessionId)) continue;
    const state = trainingState({
      enrolled: true,
      completed: record.trainingSessionCompleted ?? null,
      trainingSessionCompletedDate: record.trainingSessionCompletedDate ?? null,
    });
    if (state !== 'completed') continue;
    const completedDate = record.trainingSessionCompletedDate;
    return parseDate(completedDate) && completedDate
      ? { confirmed: true, completedDate }
      : { confirmed: true };
  }
  return { confirmed: false };
}
