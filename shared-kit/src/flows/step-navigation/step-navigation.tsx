import { ProgressTracker } from '@qce/shared-kit/ui';
import type { StepState } from '@qce/shared-kit/ui';
import { STEP_STATUS, formatShortDate, latestStepOf, statusIs } from '@qce/shared-kit/domain';
import type { AuditLogEntry, TransactionType } from '@qce/shared-kit/domain';

/** The tracker state of an audit-log step (intake §3 Audit log entry): absent is not started. */
export function auditStepState(entry: AuditLogEntry | undefined): StepState {
  if (!entry) return 'notstarted';
  if (statusIs(entry.status, STEP_STATUS.completed)) return 'completed';
  if (statusIs(entry.status, STEP_STATUS.requiresUpdate)) return 'requiresupdate';
  return 'inprogress';
}

/** One step of a track's tracker: its state and the route of its page inside the track's router. */
export interface FrameStep {
  id: string;
  label: string;
  state: StepState;
  /** Shown on completed steps, already formatted. */
  date?: string;
  /** The step page's path within the router's basename (e.g. `/sp/head-approval`). */
  route: string;
}

/**
 * The steps of an IHC or SP flow from the audit log (intake §4 Flow steps): each of the track's
 * transaction types in order, with its latest entry's state and date, and the route of its page.
 */
export const auditLogSteps =
  (types: readonly TransactionType[], routeOf: (type: TransactionType) => string) =>
  (auditLogs: readonly AuditLogEntry[]): FrameStep[] =>
    types.map((type) => {
      const entry = latestStepOf(auditLogs, type);
      const date = formatShortDate(entry?.logDate);
      return {
        id: type,
        label: type,
        state: auditStepState(entry),
        route: routeOf(type),
        ...(date ? { date } : {}),
      };
    });

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
  const tracker = auditLogSteps(
    steps,
    hrefOf,
  )(auditLogs).map(({ route, ...step }) => ({
    ...step,
    href: route,
  }));
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
