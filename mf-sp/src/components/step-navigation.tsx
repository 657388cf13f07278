import { useNavigate } from '@qce/shared-kit/router';
import { STEP_ROUTE, TRANSACTION_TYPE } from '@qce/shared-kit/domain';
import type { AuditLogEntry } from '@qce/shared-kit/api';
import { StepNavigation as AuditStepNavigation } from '@qce/shared-kit/flows/step-navigation';
import { trackHref } from '../config/paths';

/** The sanitary permit flow has no HIV seminar (intake §1: "the same shape without the seminar and test"). */
export const SP_STEPS = [
  TRANSACTION_TYPE.applicationForm,
  TRANSACTION_TYPE.uploadRequirements,
  TRANSACTION_TYPE.requirementsValidation,
  TRANSACTION_TYPE.paymentValidation,
  TRANSACTION_TYPE.headApproval,
] as const;

/** The SP steps from the audit log (the kit's step navigation, the same as every track's). */
export function StepNavigation({ auditLogs }: { auditLogs: readonly AuditLogEntry[] }) {
  const navigate = useNavigate();
  return (
    <AuditStepNavigation
      auditLogs={auditLogs}
      steps={SP_STEPS}
      hrefOf={(type) => `/qce${trackHref(STEP_ROUTE[type])}`}
      onNavigate={(type) => navigate(trackHref(STEP_ROUTE[type]))}
    />
  );
}
