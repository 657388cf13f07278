import { parseDate } from './dates';
import { statusIs } from './status';

/**
 * The audit log drives the flow (intake §3 Audit log entry, §4 Flow steps; payment §4).
 */
export const TRANSACTION_TYPE = {
  applicationForm: 'Application Form',
  uploadRequirements: 'Upload Requirements',
  requirementsValidation: 'Requirements Validation',
  paymentValidation: 'Payment Validation',
  hivSeminar: 'HIV Seminar',
  headApproval: 'Head Approval',
} as const;

export type TransactionType = (typeof TRANSACTION_TYPE)[keyof typeof TRANSACTION_TYPE];

export const STEP_STATUS = {
  completed: 'COMPLETED',
  inProgress: 'IN_PROGRESS',
  requiresUpdate: 'REQUIRES_UPDATE',
} as const;

export type StepStatus = (typeof STEP_STATUS)[keyof typeof STEP_STATUS];

export interface AuditLogEntry {
  transactionType?: string | null;
  status?: string | null;
  logDate?: string | null;
}

/** Route segment of each flow step, inside a track (intake §2 routes). */
export const STEP_ROUTE: Readonly<Record<TransactionType, string>> = {
  'Application Form': '/application-form',
  'Upload Requirements': '/requirements-upload',
  'Requirements Validation': '/requirements-validation',
  'Payment Validation': '/payment-validation',
  'HIV Seminar': '/hiv-seminar',
  'Head Approval': '/head-approval',
};

function entries(logs: unknown): AuditLogEntry[] {
  if (!Array.isArray(logs)) return [];
  return logs.filter((log): log is AuditLogEntry => typeof log === 'object' && log !== null);
}

function sameType(entry: AuditLogEntry, type: string): boolean {
  return (
    typeof entry.transactionType === 'string' &&
    entry.transactionType.trim().toLowerCase() === type.trim().toLowerCase()
  );
}

/**
 * Move the flow to `nextType` (intake §4 Flow steps, payment §4): every IN_PROGRESS entry becomes
 * COMPLETED and a new IN_PROGRESS entry for `nextType`, dated `now`, is appended. Returns a new array;
 * the input is not mutated.
 */
export function advanceFlowStep(
  logs: readonly AuditLogEntry[] | null | undefined,
  nextType: string,
  now: Date = new Date(),
): AuditLogEntry[] {
  const logDate = now.toISOString();
  const completed = entries(logs).map((entry) =>
    statusIs(entry.status, STEP_STATUS.inProgress)
      ? { ...entry, status: STEP_STATUS.completed }
      : { ...entry },
  );
  return [...completed, { transactionType: nextType, status: STEP_STATUS.inProgress, logDate }];
}

/** The entry that was logged last: latest logDate, ties (or undated) resolved by position. */
export function latestStep(
  logs: readonly AuditLogEntry[] | null | undefined,
): AuditLogEntry | undefined {
  let latest: AuditLogEntry | undefined;
  let latestTime = Number.NEGATIVE_INFINITY;
  for (const entry of entries(logs)) {
    const time = parseDate(entry.logDate)?.getTime() ?? Number.NEGATIVE_INFINITY;
    if (latest === undefined || time >= latestTime) {
      latest = entry;
      latestTime = Math.max(time, latestTime);
    }
  }
  return latest;
}

/** The last entry of one transaction type, or undefined. */
export function latestStepOf(
  logs: readonly AuditLogEntry[] | null | undefined,
  type: string,
): AuditLogEntry | undefined {
  return latestStep(entries(logs).filter((entry) => sameType(entry, type)));
}

/** Status of the latest entry of one type (upper-case STEP_STATUS), or undefined. */
export function stepStatusOf(
  logs: readonly AuditLogEntry[] | null | undefined,
  type: string,
): string | undefined {
  const status = latestStepOf(logs, type)?.status;
  return typeof status === 'string' ? status.trim().toUpperCase() : undefined;
}

/** True when the latest entry of `type` is COMPLETED. */
export function isStepCompleted(
  logs: readonly AuditLogEntry[] | null | undefined,
  type: string,
): boolean {
  return statusIs(stepStatusOf(logs, type), STEP_STATUS.completed);
}

/** True when any entry of `type` was logged. */
export function hasStep(logs: readonly AuditLogEntry[] | null | undefined, type: string): boolean {
  return entries(logs).some((entry) => sameType(entry, type));
}

/**
 * Head approval (intake §4 Head approval; payment §2 Head approval): approved when the Head Approval
 * step is COMPLETED; its logDate is the approval date. The button stays disabled until then.
 */
export function headApprovalState(logs: readonly AuditLogEntry[] | null | undefined): {
  approved: boolean;
  approvedAt: Date | undefined;
} {
  const entry = latestStepOf(logs, TRANSACTION_TYPE.headApproval);
  const approved = statusIs(entry?.status, STEP_STATUS.completed);
  return { approved, approvedAt: approved ? parseDate(entry?.logDate) : undefined };
}

/** Route of the step the applicant should be on: the latest entry's step, or the application form. */
export function currentStepRoute(logs: readonly AuditLogEntry[] | null | undefined): string {
  const type = latestStep(logs)?.transactionType;
  const known = Object.values(TRANSACTION_TYPE).find(
    (candidate) =>
      typeof type === 'string' && candidate.toLowerCase() === type.trim().toLowerCase(),
  );
  return known ? STEP_ROUTE[known] : STEP_ROUTE['Application Form'];
}
