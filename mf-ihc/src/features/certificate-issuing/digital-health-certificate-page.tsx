import { Suspense, useState } from 'react';
import { useNavigate } from '@qce/shared-kit/router';
import { getLaboratory, getTrainingAttendance } from '@qce/shared-kit/api';
import type { ApplicationRecord } from '@qce/shared-kit/api';
import { headApprovalState, impliesYellowCard } from '@qce/shared-kit/domain';
import { loadDocumentsModule } from '@qce/shared-kit/remote';
import type { DigitalHealthCertificateProps } from '@qce/shared-kit/remote';
import { ErrorPanel, LoaderOverlay } from '@qce/shared-kit/ui';
import { StepFrame } from '../../components/step-frame';
import { paths } from '../../config/paths';
import { useAsync } from '@qce/shared-kit/ui/use-async';
import { DocumentErrorBoundary } from '@qce/shared-kit/flows/step-frame';
import { ISSUING_COPY } from './issuing-copy';
import { reportError } from '@qce/shared-kit/remote/report-error';

type SecondQr = Pick<DigitalHealthCertificateProps, 'lab' | 'trainingSessionId'>;

/**
 * The second QR code's target (payment §2 Certificates): a masseur's training document, otherwise
 * the clinical laboratory result. A failed lookup leaves it out (intake §8: other failures are logged).
 */
async function secondQr(application: ApplicationRecord): Promise<SecondQr> {
  try {
    if (impliesYellowCard(application.formData.occupation)) {
      const attendance = (await getTrainingAttendance({ applicationId: application.applicationId }))
        .data?.details?.[0];
      return attendance?.trainingSessionId !== undefined
        ? { trainingSessionId: attendance.trainingSessionId }
        : {};
    }
    const labs = (await getLaboratory(application.applicationId, 'REGULAR_LABORATORY')).data?.data;
    const lab = Array.isArray(labs) ? labs[0] : undefined;
    return lab
      ? { lab: { labId: lab.laboratoryId, labType: 'REGULAR_LABORATORY', labName: lab.name } }
      : {};
  } catch (error) {
    reportError(error, { what: 'certificate QR target lookup' });
    return {};
  }
}

function DigitalCertificate({ application }: { application: ApplicationRecord }) {
  const qr = useAsync(() => secondQr(application), [application.applicationId]);
  // The module is loaded at run time; a retry asks the loader again (it drops a failed attempt).
  const documents = useAsync(() => loadDocumentsModule(), []);
  const [renderAttempt, setRenderAttempt] = useState(0);
  if (qr.status === 'loading' || documents.status === 'loading') {
    return <LoaderOverlay active label={ISSUING_COPY.documentLoading} />;
  }
  const unavailable = (retry: () => void) => (
    <ErrorPanel message={ISSUING_COPY.documentUnavailable} onRetry={retry} />
  );
  if (documents.status === 'error') {
    reportError(documents.error, { what: 'loading the documents module' });
    return unavailable(documents.reload);
  }
  const { DigitalHealthCertificate } = documents.data;
  return (
    <DocumentErrorBoundary
      key={renderAttempt}
      fallback={() =>
        unavailable(() => {
          documents.reload();
          setRenderAttempt((n) => n + 1);
        })
      }
    >
      <Suspense fallback={<LoaderOverlay active label={ISSUING_COPY.documentLoading} />}>
        <DigitalHealthCertificate application={application} {...(qr.data ?? {})} />
      </Suspense>
    </DocumentErrorBoundary>
  );
}

/**
 * Digital health certificate `/qce/ihc/digital-health-certificate` (intake §2, hidden; payment §2
 * Certificates): rendered by mf-certificates' `./documents` module, loaded at run time (Suspense,
 * with a message and retry when it cannot load). Shown once the Head Approval step is COMPLETED.
 */
export function DigitalHealthCertificatePage() {
  const navigate = useNavigate();
  return (
    <StepFrame title={ISSUING_COPY.digitalTitle}>
      {({ application, auditLogs }) => (
        <>
          {headApprovalState(auditLogs).approved ? (
            <DigitalCertificate application={application} />
          ) : (
            <div className="qce-panel" role="status">
              <p>{ISSUING_COPY.waiting}</p>
            </div>
          )}
          <div className="qce-actions qce-no-print">
            <button
              type="button"
              className="qce-button qce-button--secondary"
              onClick={() => navigate(paths.certificateIssuing.href)}
            >
              {ISSUING_COPY.toIssuing}
            </button>
          </div>
        </>
      )}
    </StepFrame>
  );
}
