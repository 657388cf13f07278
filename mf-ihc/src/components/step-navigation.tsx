import { useNavigate } from '@qce/shared-kit/router';
import { STEP_ROUTE, TRANSACTION_TYPE } from '@qce/shared-kit/domain';
import type { AuditLogEntry } from '@qce/shared-kit/domain';
import { StepNavigation as AuditStepNavigation } from '@qce/shared-kit/flows/step-navigation';
import { trackHref } from '../config/paths';

const STEPS = Object.values(TRANSACTION_TYPE);

/** The IHC steps from the audit log (the kit's step navigation, every step of intake §4). */
export function StepNavigation({ auditLogs }: { auditLogs: readonly AuditLogEntry[] }) {
  const navigate = useNavigate();
  return (
    <AuditStepNavigation
      auditLogs={auditLogs}
      steps={STEPS}
      hrefOf={(type) => `/qce${trackHref(STEP_ROUTE[type])}`}
      onNavigate={(type) => navigate(trackHref(STEP_ROUTE[type]))}
    />
  );
}
