import { parseDate } from './dates';

export { clockOffsetMs } from './server-time';

/**
 * Knowledge test (intake §2 Knowledge test / result, §4 Knowledge test, §9).
 */
export const DEFAULT_QUESTION_COUNT = 10;
export const QUIZ_RETRY_MINUTES = 30;
export const EXAM_NAME = 'HIV Exam';
export const EXAM_LANGUAGES = { EN: 'English', PH: 'Tagalog' } as const;
export type ExamLanguage = keyof typeof EXAM_LANGUAGES;
export const DEFAULT_EXAM_LANGUAGE: ExamLanguage = 'PH';
/**
 * The spec does not give the pass mark. Ours: at least 70 percent correct (7 of 10).
 * Kept here so the mock backend and the UI agree.
 */
export const QUIZ_PASS_RATIO = 0.7;

export interface QuizQuestion {
  question?: string | null;
  options?: readonly string[] | null;
  answer?: string | null;
}

export interface QuizResult {
  pass: boolean;
  totalCorrect: number;
  totalQuestions: number;
}

/** Question count to request: the given count when a positive integer, otherwise 10 (intake §9). */
export function questionCount(count: unknown): number {
  return typeof count === 'number' && Number.isInteger(count) && count > 0
    ? count
    : DEFAULT_QUESTION_COUNT;
}

/** Exam language from a select value; anything unknown falls back to PH (intake §9). */
export function examLanguage(value: unknown): ExamLanguage {
  return value === 'EN' || value === 'PH' ? value : DEFAULT_EXAM_LANGUAGE;
}

const same = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' &&
  typeof b === 'string' &&
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** Pass when the share of correct answers reaches QUIZ_PASS_RATIO (and there was a question). */
export function isPassingScore(totalCorrect: number, totalQuestions: number): boolean {
  if (!Number.isFinite(totalCorrect) || !Number.isFinite(totalQuestions) || totalQuestions <= 0) {
    return false;
  }
  return totalCorrect / totalQuestions >= QUIZ_PASS_RATIO;
}

/**
 * Score the applicant's answers, keyed by question text, against the questions' answers.
 * Unanswered questions count as wrong.
 */
export function scoreQuiz(
  questions: readonly QuizQuestion[] | null | undefined,
  answers: Readonly<Record<string, string | null | undefined>> | null | undefined,
): QuizResult {
  const list = Array.isArray(questions) ? questions : [];
  const given = answers ?? {};
  let totalCorrect = 0;
  for (const q of list) {
    if (q && typeof q.question === 'string' && same(given[q.question], q.answer)) totalCorrect += 1;
  }
  const totalQuestions = list.length;
  return { pass: isPassingScore(totalCorrect, totalQuestions), totalCorrect, totalQuestions };
}

export type QuizNextStep = 'head-approval' | 'massagist-training' | 'hiv-seminar';

/**
 * Where the result page's button leads (intake §2 Knowledge test result, §4): a fail goes back to the
 * seminar video; a pass goes on to Massagist Training when the applicant still needs it, otherwise
 * to Head Approval.
 */
export function quizNextStep(input: {
  pass?: boolean | null;
  needsMassagistTraining?: boolean | null;
}): QuizNextStep {
  if (input.pass !== true) return 'hiv-seminar';
  return input.needsMassagistTraining === true ? 'massagist-training' : 'head-approval';
}

/** When a failed test can be retried: 30 minutes after the failure; undefined if unparseable. */
export function quizRetryAvailableAt(failedAt: unknown): Date | undefined {
  const failed = parseDate(failedAt);
  return failed ? new Date(failed.getTime() + QUIZ_RETRY_MINUTES * 60_000) : undefined;
}

/** True once 30 minutes have passed since the failure, or when there is no (parseable) failure. */
export function canRetryQuiz(now: Date, failedAt: unknown): boolean {
  const available = quizRetryAvailableAt(failedAt);
  return available === undefined || now.getTime() >= available.getTime();
}

/** A backend time as the device's clock reads it (what a device-clock countdown runs to). */
export function toDeviceTime(serverTime: unknown, offsetMs: number): Date | undefined {
  const at = parseDate(serverTime);
  return at ? new Date(at.getTime() - offsetMs) : undefined;
}
