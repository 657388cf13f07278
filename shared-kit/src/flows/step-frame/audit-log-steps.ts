import { formatShortDate, latestStepOf } from '@qce/shared-kit/domain';
import type { AuditLogEntry, TransactionType } from '@qce/shared-kit/domain';
import { auditStepState } from '@qce/shared-kit/flows/step-navigation';
import type { StepState } from '@qce/shared-kit/ui';

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
