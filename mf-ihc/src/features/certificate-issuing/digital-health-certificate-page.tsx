import { Suspense, lazy, useState } from 'react';
import { useNavigate } from '@qce/shared-kit/router';
import type { ApplicationRecord } from '@qce/shared-kit/api';
import { listOf } from '@qce/shared-kit/api/intake';
import { requestQuery, usePageQuery } from '@qce/shared-kit/data';
import { headApprovalState, impliesYellowCard } from '@qce/shared-kit/domain';
import { loadDocumentsModule } from '@qce/shared-kit/remote';
import type { DigitalHealthCertificateProps } from '@qce/shared-kit/remote';
import { ErrorPanel, LoaderOverlay, Button } from '@qce/shared-kit/ui';
import { StepFrame } from '../../components/step-frame';
import { paths } from '../../config/paths';
import { labsRequest, trainingAttendanceRequest } from '../../lib/ihc-requests';
import { useReportedError } from '../../lib/use-reported-error';
import { DocumentErrorBoundary } from '@qce/shared-kit/flows/step-frame';
import { ISSUING_COPY } from './issuing-copy';

type SecondQr = Pick<DigitalHealthCertificateProps, 'lab' | 'trainingSessionId'>;

/**
 * The second QR code's target (payment §2 Certificates): a masseur's training document, otherwise
 * the clinical laboratory result, from the page's cache (the training and laboratory pages read the
 * same). A failed lookup leaves it out (intake §8: other failures are logged).
 */
function useSecondQr(application: ApplicationRecord): { loading: boolean; qr: SecondQr } {
  const { applicationId } = application;
  const masseur = impliesYellowCard(application.formData.occupation);
  const training = usePageQuery({
    ...requestQuery(trainingAttendanceRequest(applicationId)),
    enabled: masseur,
    select: (body): SecondQr => {
      const trainingSessionId = listOf(body.data?.details)[0]?.trainingSessionId;
      return trainingSessionId !== undefined ? { trainingSessionId } : {};
    },
  });
  const labs = usePageQuery({
    ...requestQuery(labsRequest(applicationId, 'REGULAR_LABORATORY')),
    enabled: !masseur,
    select: (body): SecondQr => {
      const lab = listOf(body.data?.data)[0];
      return lab
        ? { lab: { labId: lab.laboratoryId, labType: 'REGULAR_LABORATORY', labName: lab.name } }
        : {};
    },
  });
  const read = masseur ? training : labs;
  useReportedError(read.error, 'certificate QR target lookup');
  return { loading: read.isLoading, qr: read.data ?? {} };
}

/**
 * The certificate of mf-certificates' documents module as a lazy component (Suspense shows the loader,
 * the boundary a failed load). The module is asked for at once, alongside the QR lookup.
 */
function lazyCertificate() {
  const load = loadDocumentsModule();
  // Not an unhandled rejection while the lookup still shows the loader: the lazy component takes it.
  load.catch(() => undefined);
  return lazy(async () => ({ default: (await load).DigitalHealthCertificate }));
}

function DigitalCertificate({ application }: { application: ApplicationRecord }) {
  const { loading, qr } = useSecondQr(application);
  // A retry asks the loader again (it drops a failed attempt).
  const [Certificate, setCertificate] = useState(lazyCertificate);
  const loader = <LoaderOverlay active label={ISSUING_COPY.documentLoading} />;
  if (loading) return loader;
  return (
    <DocumentErrorBoundary
      fallback={(retry) => (
        <ErrorPanel
          message={ISSUING_COPY.documentUnavailable}
          onRetry={() => {
            setCertificate(lazyCertificate);
            retry();
          }}
        />
      )}
    >
      <Suspense fallback={loader}>
        <Certificate application={application} {...qr} />
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
            <Button onClick={() => navigate(paths.certificateIssuing.href)}>
              {ISSUING_COPY.toIssuing}
            </Button>
          </div>
        </>
      )}
    </StepFrame>
  );
}
