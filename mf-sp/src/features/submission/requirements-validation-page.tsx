import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@qce/shared-kit/messages';
import {
  STEP_STATUS,
  TRANSACTION_TYPE,
  canViewOrderOfPayment,
  statusIs,
  stepStatusOf,
} from '@qce/shared-kit/domain';
import { StepLayout } from '../../components/step-layout';
import { paths } from '../../config/paths';

/**
 * Requirements validation status `/qce/sp/requirements-validation` (intake §2, §4 Flow steps):
 * in progress, requires update (with the remarks and a way back to the uploads) or completed.
 */
export function RequirementsValidationPage() {
  const navigate = useNavigate();
  return (
    <StepLayout title="Requirements Validation" step={TRANSACTION_TYPE.requirementsValidation}>
      {({ application, auditLogs }) => {
        const status = stepStatusOf(auditLogs, TRANSACTION_TYPE.requirementsValidation);
        const requiresUpdate = statusIs(status, STEP_STATUS.requiresUpdate);
        const completed = statusIs(status, STEP_STATUS.completed);
        return (
          <section className="qce-panel" aria-labelledby="validation-title">
            <h2 id="validation-title">Status</h2>
            {completed && <p role="status">Your requirements have been validated.</p>}
            {requiresUpdate && (
              <div role="status">
                <p>Some requirements need an update. Please upload them again and resubmit.</p>
                {application.remarks && (
                  <p>
                    <strong>{MESSAGES.status.remarksLabel}:</strong> {application.remarks}
                  </p>
                )}
              </div>
            )}
            {!completed && !requiresUpdate && (
              <p role="status">Validation of your requirements is in progress.</p>
            )}
            <div className="qce-actions">
              {requiresUpdate && (
                <button
                  type="button"
                  className="qce-button qce-button--primary"
                  onClick={() => navigate(paths.requirementsUpload.href)}
                >
                  Update Requirements
                </button>
              )}
              <button
                type="button"
                className="qce-button qce-button--primary"
                disabled={!canViewOrderOfPayment(auditLogs)}
                onClick={() => navigate(paths.orderOfPayment.href)}
              >
                {MESSAGES.submission.viewOrderOfPayment}
              </button>
            </div>
          </section>
        );
      }}
    </StepLayout>
  );
}
