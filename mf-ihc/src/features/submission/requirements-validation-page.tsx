import { useNavigate } from 'react-router-dom';
import { TRANSACTION_TYPE } from '@qce/shared-kit/domain';
import { RequirementsValidationStatus } from '@qce/shared-kit/flows/requirements-validation';
import { StepLayout } from '../../components/step-layout';
import { paths } from '../../config/paths';

/** Requirements validation status `/qce/ihc/requirements-validation` (intake §2, §4 Flow steps). */
export function RequirementsValidationPage() {
  const navigate = useNavigate();
  return (
    <StepLayout title="Requirements Validation" step={TRANSACTION_TYPE.requirementsValidation}>
      {({ application, auditLogs }) => (
        <RequirementsValidationStatus
          auditLogs={auditLogs}
          remarks={application.remarks}
          onUpdateRequirements={() => navigate(paths.requirementsUpload.href)}
          onViewOrderOfPayment={() => navigate(paths.orderOfPayment.href)}
        />
      )}
    </StepLayout>
  );
}
