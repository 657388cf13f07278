import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@qce/shared-kit/messages';
import { TRANSACTION_TYPE, canViewOrderOfPayment } from '@qce/shared-kit/domain';
import { StepLayout } from '../../components/step-layout';
import { paths } from '../../config/paths';

const S = MESSAGES.submission;

/**
 * Successfully Submitted `/qce/sp/confirmation/application-submitted` (intake §2): validation in
 * progress, then the treasurer's office; View Order of Payment once Requirements Validation is COMPLETED.
 */
export function ApplicationSubmittedPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  return (
    <StepLayout title={S.successfullySubmittedTitle} step={TRANSACTION_TYPE.requirementsValidation}>
      {({ auditLogs }) => (
        <section className="qce-panel" aria-labelledby="submitted-title">
          <h2 id="submitted-title">{S.successfullySubmittedTitle}</h2>
          {notice && <p role="status">{notice}</p>}
          <p>{S.successfullySubmittedBody}</p>
          <div className="qce-actions">
            <button
              type="button"
              className="qce-button qce-button--primary"
              disabled={!canViewOrderOfPayment(auditLogs)}
              onClick={() => navigate(paths.orderOfPayment.href)}
            >
              {S.viewOrderOfPayment}
            </button>
          </div>
        </section>
      )}
    </StepLayout>
  );
}
