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
