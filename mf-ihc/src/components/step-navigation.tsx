import { useNavigate } from 'react-router-dom';
import { ProgressTracker } from '@qce/shared-kit/ui';
import type { StepState, TrackerStep } from '@qce/shared-kit/ui';
import {
  STEP_ROUTE,
  STEP_STATUS,
  TRANSACTION_TYPE,
  latestStepOf,
  parseDate,
  statusIs,
} from '@qce/shared-kit/domain';
import type { AuditLogEntry } from '@qce/shared-kit/domain';
import { trackHref } from '../config/paths';

const STEPS = Object.values(TRANSACTION_TYPE);

function stateOf(entry: AuditLogEntry | undefined): StepState {
  if (!entry) return 'notstarted';
  if (statusIs(entry.status, STEP_STATUS.completed)) return 'completed';
  if (statusIs(entry.status, STEP_STATUS.requiresUpdate)) return 'requiresupdate';
  return 'inprogress';
}

/**
 * The step navigation driven by the audit log (intake §3 Audit log entry, §4 Flow steps): each
 * logged step links to its page with its state (completed steps with their date); a step not
 * started is plain text.
 */
export function StepNavigation({ auditLogs }: { auditLogs: readonly AuditLogEntry[] }) {
  const navigate = useNavigate();
  const steps: TrackerStep[] = STEPS.map((type) => {
    const entry = latestStepOf(auditLogs, type);
    const date = parseDate(entry?.logDate);
    return {
      id: type,
      label: type,
      state: stateOf(entry),
      href: `/qce${trackHref(STEP_ROUTE[type])}`,
      ...(date ? { date: date.toLocaleDateString('en-PH') } : {}),
    };
  });
  return (
    <ProgressTracker
      label="Application steps"
      steps={steps}
      onStepSelect={(step) => navigate(trackHref(STEP_ROUTE[step.id as keyof typeof STEP_ROUTE]))}
    />
  );
}
