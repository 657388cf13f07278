import { latestStep } from './audit-log';
import type { AuditLogEntry } from './audit-log';
import { parseDate } from './dates';
import type { RecurringLabType } from './recurring-eligibility';
import { statusIs } from './status';

/**
 * Steps of the follow-up flows (payment-certificates spec §2 "Flow order": SHL is payment, lab
 * notification, certificate issuing; WAL is payment, lab notification, permit issuing) and the audit
 * label each is logged under (§2 recurring pages: Recurring Payment, Recurring Laboratory, Recurring
 * Certificate; the permit step of WAL is logged as Recurring Permit).
 */
export const RECURRING_STEP_LABEL = {
  payment: 'Recurring Payment',
  labNotification: 'Recurring Laboratory',
  certificateIssuing: 'Recurring Certificate',
  permitIssuing: 'Recurring Permit',
} as const;

export type RecurringStepId = keyof typeof RECURRING_STEP_LABEL;

/** payment §2 Flow order. */
export const RECURRING_FLOW: Readonly<Record<RecurringLabType, readonly RecurringStepId[]>> = {
  SHL: ['payment', 'labNotification', 'certificateIssuing'],
  WAL: ['payment', 'labNotification', 'permitIssuing'],
};

/** payment §4 "Recurring steps": not started, in progress, completed. */
export const RECURRING_STEP_STATUS = {
  notStarted: 'not started',
  inProgress: 'in progress',
  completed: 'completed',
} as const;

export type RecurringStepStatus =
  (typeof RECURRING_STEP_STATUS)[keyof typeof RECURRING_STEP_STATUS];

export interface RecurringStepState {
  id: RecurringStepId;
  label: string;
  status: RecurringStepStatus;
  /** logDate of the entry when the step is completed (shown on the tracker). */
  completedAt?: Date;
}

const normalize = (text: unknown): string =>
  typeof text === 'string' ? text.trim().replace(/\s+/g, ' ').toLowerCase() : '';

/** payment §4: the entry's transaction type contains 'recurring' and matches the step label. */
export function isRecurringEntryOf(
  entry: AuditLogEntry | null | undefined,
  label: string,
): boolean {
  const type = normalize(entry?.transactionType);
  const wanted = normalize(label);
  return wanted !== '' && type.includes('recurring') && type.includes(wanted);
}

/**
 * payment §4 "Recurring steps": the status of one step from the latest audit entry whose transaction
 * type contains 'recurring' and matches the step label. COMPLETED -> completed (with its date); any
 * other logged status -> in progress; no entry -> not started.
 */
export function recurringStepStatus(
  logs: readonly AuditLogEntry[] | null | undefined,
  label: string,
): { status: RecurringStepStatus; completedAt?: Date } {
  const list = Array.isArray(logs) ? logs : [];
  const entry = latestStep(list.filter((log) => isRecurringEntryOf(log, label)));
  if (!entry) return { status: RECURRING_STEP_STATUS.notStarted };
  if (statusIs(entry.status, 'COMPLETED')) {
    const completedAt = parseDate(entry.logDate);
    return completedAt
      ? { status: RECURRING_STEP_STATUS.completed, completedAt }
      : { status: RECURRING_STEP_STATUS.completed };
  }
  return { status: RECURRING_STEP_STATUS.inProgress };
}

/** Every step of a lab type's flow, in the spec's order, with its status (payment §2, §4). */
export function recurringSteps(
  logs: readonly AuditLogEntry[] | null | undefined,
  labType: RecurringLabType,
): RecurringStepState[] {
  return RECURRING_FLOW[labType].map((id) => {
    const label = RECURRING_STEP_LABEL[id];
    return { id, label, ...recurringStepStatus(logs, label) };
  });
}
