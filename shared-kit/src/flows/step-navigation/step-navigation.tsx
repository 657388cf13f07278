import { ProgressTracker } from '@qce/shared-kit/ui';
import type { StepState, TrackerStep } from '@qce/shared-kit/ui';
import { STEP_STATUS, formatShortDate, latestStepOf, statusIs } from '@qce/shared-kit/domain';
import type { AuditLogEntry, TransactionType } from '@qce/shared-kit/domain';

/** The tracker state of an audit-log step (intake §3 Audit log entry): absent is not started. */
export function auditStepState(entry: AuditLogEntry | undefined): StepState {
  if (!entry) return 'notstarted';
  if (statusIs(entry.status, STEP_STATUS.completed)) return 'completed';
  if (statusIs(entry.status, STEP_STATUS.requiresUpdate)) return 'requiresupdate';
  return 'inprogress';
}

export interface StepNavigationProps {
  auditLogs: readonly AuditLogEntry[];
  /** The track's steps, in order (the sanitary permit has no seminar and test). */
  steps: readonly TransactionType[];
  /** Full href of a step's page (for the link). */
  hrefOf: (step: TransactionType) => string;
  /** Client-side navigation to a step's page (the track's router). */
  onNavigate: (step: TransactionType) => void;
}

/**
 * The step navigation driven by the audit log (intake §3 Audit log entry, §4 Flow steps), the same for
 * every track: each logged step links to its page with its state (completed steps with their date); a
 * step not started is plain text; the step in progress is highlighted.
 */
export function StepNavigation({ auditLogs, steps, hrefOf, onNavigate }: StepNavigationProps) {
  const tracker: TrackerStep[] = steps.map((type) => {
    const entry = latestStepOf(auditLogs, type);
    const date = formatShortDate(entry?.logDate);
    return {
      id: type,
      label: type,
      state: auditStepState(entry),
      href: hrefOf(type),
      ...(date ? { date } : {}),
    };
  });
  const byId = new Map<string, TransactionType>(steps.map((type) => [type, type]));
  return (
    <ProgressTracker
      label="Application steps"
      steps={tracker}
      onStepSelect={(step) => {
        const type = byId.get(step.id);
        if (type) onNavigate(type);
      }}
    />
  );
}
