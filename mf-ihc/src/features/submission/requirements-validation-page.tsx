import { useNavigate } from '@qce/shared-kit/router';
import { RequirementsValidationStep } from '@qce/shared-kit/flows/requirements-validation';
import { StepLayout } from '../../components/step-layout';
import { paths } from '../../config/paths';

/** Requirements Validation `/qce/ihc/requirements-validation` (intake §2, §4 Flow steps). */
export function RequirementsValidationPage() {
  const navigate = useNavigate();
  return (
    <RequirementsValidationStep
      Frame={StepLayout}
      onUpdateRequirements={() => navigate(paths.requirementsUpload.href)}
      onViewOrderOfPayment={() => navigate(paths.orderOfPayment.href)}
    />
  );
}
