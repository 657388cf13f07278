import { useNavigate } from '@qce/shared-kit/router';
import type { ApplicationRecord } from '@qce/shared-kit/api';
import { calendarDay, headApprovalState, seminarState } from '@qce/shared-kit/domain';
import { MESSAGES } from '@qce/shared-kit/messages';
import { Button } from '@qce/shared-kit/ui';
import { StepFrame } from '../../components/step-frame';
import { paths } from '../../config/paths';
import { ISSUING_COPY } from './issuing-copy';
import styles from './certificate-issuing.module.css';

function Issued({
  application,
  showSeminar,
}: {
  application: ApplicationRecord;
  showSeminar: boolean;
}) {
  const navigate = useNavigate();
  const rows: [string, string | undefined][] = [
    [ISSUING_COPY.certificateNumber, application.certificateNumber],
    [ISSUING_COPY.issuanceDate, calendarDay(application.issuanceDate ?? application.approvedDate)],
    [ISSUING_COPY.expirationDate, calendarDay(application.expirationDate)],
    [ISSUING_COPY.pickUpDate, calendarDay(application.pickUpDate)],
  ];
  return (
    <section className="qce-panel qce-stack" aria-labelledby="issued-title">
      <h2 id="issued-title">{ISSUING_COPY.issued}</h2>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '-'}</dd>
          </div>
        ))}
      </dl>
      <div className="qce-actions">
        <Button variant="primary" onClick={() => navigate(paths.digitalHealthCertificate.href)}>
          {ISSUING_COPY.viewDigital}
        </Button>
        {showSeminar && (
          <Button onClick={() => navigate(paths.hivCertificate.href)}>
            {MESSAGES.seminar.showSeminarCertificate}
          </Button>
        )}
      </div>
    </section>
  );
}

/**
 * Certificate issuing `/qce/ihc/certificate-issuing` (intake §2; payment §2 Certificates): once the
 * Head Approval step is COMPLETED, the certificate's number and dates with the way to the digital
 * health certificate (and the seminar certificate); before that, a waiting message.
 */
export function CertificateIssuingPage() {
  const navigate = useNavigate();
  return (
    <StepFrame title={ISSUING_COPY.title}>
      {({ application, auditLogs }) =>
        headApprovalState(auditLogs).approved ? (
          <Issued
            application={application}
            showSeminar={
              seminarState({ auditLogs, examResult: application.examResult }).showCertificate
            }
          />
        ) : (
          <div className="qce-panel qce-stack" role="status">
            <p>{ISSUING_COPY.waiting}</p>
            <div className="qce-actions">
              <Button onClick={() => navigate(paths.headApproval.href)}>
                {ISSUING_COPY.toHeadApproval}
              </Button>
            </div>
          </div>
        )
      }
    </StepFrame>
  );
}
