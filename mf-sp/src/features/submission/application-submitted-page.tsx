import { useLocation, useNavigate } from '@qce/shared-kit/router';
import { ApplicationSubmittedStep } from '@qce/shared-kit/flows/track-steps';
import { StepLayout } from '../../components/step-layout';
import { paths } from '../../config/paths';

/** Successfully Submitted `/qce/sp/confirmation/application-submitted` (intake §2). */
export function ApplicationSubmittedPage() {
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <ApplicationSubmittedStep
      Frame={StepLayout}
      notice={notice}
      onViewOrderOfPayment={() => navigate(paths.orderOfPayment.href)}
    />
  );
}
