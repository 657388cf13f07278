import { useNavigate } from '@qce/shared-kit/router';
import { PRINT_DELAY_MS, calendarDay, seminarState, statusIs } from '@qce/shared-kit/domain';
import { MESSAGES } from '@qce/shared-kit/messages';
import { Button } from '@qce/shared-kit/ui';
import { StepFrame } from '../../components/step-frame';
import { paths } from '../../config/paths';
import { SEMINAR_COPY } from './seminar-copy';
import styles from './hiv-seminar.module.css';

const S = MESSAGES.seminar;

/**
 * HIV seminar certificate `/qce/ihc/hiv-certificate/` (intake §2, hidden route): printable proof
 * that the applicant attended the seminar and took the knowledge test. Without an exam result it
 * says the seminar is not needed because a previous one is valid (intake §4).
 */
export function SeminarCertificatePage() {
  const navigate = useNavigate();
  return (
    <StepFrame title={S.seminarCertificateTitle}>
      {({ application, auditLogs }) => {
        const state = seminarState({ auditLogs, examResult: application.examResult });
        const f = application.formData;
        const name = [f.firstName, f.middleName, f.lastName, f.suffix].filter(Boolean).join(' ');
        return (
          <>
            {state.showCertificate ? (
              <article className={styles.certificate} aria-labelledby="seminar-certificate-title">
                <h2 id="seminar-certificate-title">{SEMINAR_COPY.certificateTitle}</h2>
                <p>{SEMINAR_COPY.certificateBody(name)}</p>
                <dl>
                  <div>
                    <dt>{SEMINAR_COPY.certificateApplication}</dt>
                    <dd>{application.applicationId}</dd>
                  </div>
                  <div>
                    <dt>{SEMINAR_COPY.certificateCompleted}</dt>
                    <dd>{calendarDay(application.examCompletedDate) ?? '-'}</dd>
                  </div>
                  <div>
                    <dt>{SEMINAR_COPY.certificateResult}</dt>
                    <dd>
                      {statusIs(application.examResult, 'PASSED')
                        ? MESSAGES.quiz.passed
                        : (application.examResult ?? '-')}
                    </dd>
                  </div>
                </dl>
              </article>
            ) : (
              <div className="qce-panel" role="status">
                <p>{S.previousSeminarValid}</p>
              </div>
            )}
            <div className="qce-actions qce-no-print">
              {state.showCertificate && (
                <Button
                  variant="primary"
                  onClick={() => setTimeout(() => window.print(), PRINT_DELAY_MS)}
                >
                  {SEMINAR_COPY.print}
                </Button>
              )}
              <Button onClick={() => navigate(paths.hivSeminar.href)}>
                {SEMINAR_COPY.backToSeminar}
              </Button>
            </div>
          </>
        );
      }}
    </StepFrame>
  );
}
