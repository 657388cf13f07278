/**
 * The spec rules the fake backend enforces, reached through @qce/domain's rules (one place per rule).
 * These adapters only translate between the store's records and the domain inputs.
 */
import {
  isRecurringEligible,
  advanceFlowStep,
  canRetryQuiz,
  certificateExpiry as domainCertificateExpiry,
  currentPayable as domainCurrentPayable,
  findOngoingApplications,
  isSessionOffered,
  quizRetryAvailableAt,
  scoreQuiz,
  spEmployeeStatus as domainSpEmployeeStatus,
  statusIs,
} from '@qce/domain/rules';
import type { OngoingQuery } from '@qce/domain/rules';
import type {
  ApplicationRecord,
  AuditLogRecord,
  ExamQuestionRecord,
  ExamResult,
  PaymentRecord,
  SpCertificateRecord,
  SpEmployeeRecord,
  StepStatus,
  TrainingSessionRecord,
} from '../db/types';

/** Intake §4 "Flow steps": moving on completes any in-progress entry and appends the new one. */
export function advanceAuditLog(
  logs: AuditLogRecord[],
  next: AuditLogRecord,
  at: string,
): AuditLogRecord[] {
  const advanced = advanceFlowStep(logs, next.transactionType, new Date(at));
  return logs
    .map((log, i) => {
      const status = advanced[i]?.status;
      return status === log.status ? log : { ...log, status: status as StepStatus, logDate: at };
    })
    .concat({ ...next, logDate: at, status: next.status });
}

/** Sets the latest entry of the step's type, or appends it when the step was never logged. */
export function setAuditStep(logs: AuditLogRecord[], entry: AuditLogRecord): AuditLogRecord[] {
  const index = logs.map((l) => l.transactionType).lastIndexOf(entry.transactionType);
  if (index < 0) return [...logs, entry];
  return logs.map((l, i) =>
    i === index ? { ...l, status: entry.status, logDate: entry.logDate } : l,
  );
}

/** Payment spec §4: the current payable (newest first). */
export function currentPayable(payments: PaymentRecord[]): PaymentRecord | undefined {
  return domainCurrentPayable([...payments].sort((a, b) => b.paymentId - a.paymentId));
}

/** Payment spec §5: one year after the latest payment date. */
export function certificateExpiry(latestPaymentDate: string): string | null {
  return domainCertificateExpiry([{ paymentDate: latestPaymentDate }]) ?? null;
}

/** Intake §4/§9: scores the answers (keyed by question text) against the answer key. */
export function scoreExam(
  questions: ExamQuestionRecord[],
  answers: Record<string, string>,
): ExamResult {
  return scoreQuiz(questions, answers);
}

/** Intake §9: a failed test can be retaken 30 minutes later; returns when, or null when it can be now. */
export function quizRetryAt(lastFailedAt: string | null, at: Date): Date | null {
  if (!lastFailedAt || canRetryQuiz(at, lastFailedAt)) return null;
  return quizRetryAvailableAt(lastFailedAt) ?? null;
}

/** Intake §4: offered only if it starts in the future and has seats left. */
export function isTrainingSessionOffered(
  session: TrainingSessionRecord,
  participants: number,
  at: Date,
): boolean {
  return isSessionOffered({ ...session, trainingParticipants: participants }, at);
}

/** Intake §4 "SP bulk employee status". */
export function spEmployeeStatus(
  employee: SpEmployeeRecord,
  uploads: SpCertificateRecord[],
): string {
  return domainSpEmployeeStatus(employee, uploads);
}

/** Intake §5 "Ongoing application check". */
export function ongoingApplicationIds(apps: ApplicationRecord[], query: OngoingQuery): string[] {
  return findOngoingApplications(apps, query).map(String);
}

export { isRecurringEligible, statusIs };
