import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@qce/shared-kit/messages';
import { TRANSACTION_TYPE } from '@qce/shared-kit/domain';
import { ApplicationSubmittedPanel } from '@qce/shared-kit/flows/track-steps';
import { StepLayout } from '../../components/step-layout';
import { paths } from '../../config/paths';

/** Successfully Submitted `/qce/ihc/confirmation/application-submitted` (intake §2). */
export function ApplicationSubmittedPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  return (
    <StepLayout
      title={MESSAGES.submission.successfullySubmittedTitle}
      step={TRANSACTION_TYPE.requirementsValidation}
    >
      {({ auditLogs }) => (
        <ApplicationSubmittedPanel
          auditLogs={auditLogs}
          notice={notice}
          onViewOrderOfPayment={() => navigate(paths.orderOfPayment.href)}
        />
      )}
    </StepLayout>
  );
}
