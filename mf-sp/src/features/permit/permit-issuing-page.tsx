import { useNavigate } from '@qce/shared-kit/router';
import { calendarDay, headApprovalState } from '@qce/shared-kit/domain';
import { Button } from '@qce/shared-kit/ui';
import { StepFrame } from '../../components/step-frame';
import { paths } from '../../config/paths';

const shown = (value: string | undefined | null): string => (value && value.trim() ? value : '-');

/**
 * Permit issuing `/qce/sp/permit-issuing` (intake §2, payment §2): after head approval the permit's
 * issuance details and the way to the digital sanitary permit.
 */
export function PermitIssuingPage() {
  const navigate = useNavigate();
  return (
    <StepFrame title="Permit Issuing">
      {({ application, auditLogs }) => {
        const { approved } = headApprovalState(auditLogs);
        return (
          <section className="qce-panel" aria-labelledby="issuing-title">
            <h2 id="issuing-title">Sanitary Permit</h2>
            {!approved && (
              <p role="status">
                Your sanitary permit is issued once the department head approves it.
              </p>
            )}
            <dl>
              <dt>Mayor&apos;s Permit No.</dt>
              <dd>{shown(application.mayorPermitNo ?? application.formData.mayorPermitNo)}</dd>
              <dt>Permit Number</dt>
              <dd>{shown(application.certificateNumber)}</dd>
              <dt>Approval Date</dt>
              <dd>{shown(calendarDay(application.approvedDate))}</dd>
              <dt>Issuance Date</dt>
              <dd>{shown(calendarDay(application.issuanceDate))}</dd>
              <dt>Expiration Date</dt>
              <dd>{shown(calendarDay(application.expirationDate))}</dd>
            </dl>
            <div className="qce-actions">
              <Button
                variant="primary"
                disabled={!approved}
                onClick={() => navigate(paths.sanitaryPermit.href)}
              >
                View Sanitary Permit
              </Button>
            </div>
          </section>
        );
      }}
    </StepFrame>
  );
}
