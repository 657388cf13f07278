import { Suspense, use, useState } from 'react';
import { ErrorPanel, LoaderOverlay } from '@qce/shared-kit/ui';
import { MESSAGES, RECURRING_MESSAGES } from '@qce/shared-kit/messages';
import { REQUIREMENT_STATUS, statusIs } from '@qce/shared-kit/domain';
import { loadDocumentsModule } from '@qce/shared-kit/remote';
import type { DocumentsModule } from '@qce/shared-kit/remote';
import type { LaboratoryRecord } from '@qce/shared-kit/api';
import { DocumentErrorBoundary } from '@qce/shared-kit/flows/step-frame';
import { StepFrame } from '../../components/step-frame';
import type { LabTrack } from '../../lib/lab-track';
import { useLaboratory } from '../../lib/laboratory';

function LabCertificate({
  record,
  track,
  load,
}: {
  record: LaboratoryRecord;
  track: LabTrack;
  load: Promise<DocumentsModule>;
}) {
  const { LabResultCertificate } = use(load);
  return <LabResultCertificate record={record} labType={track.laboratoryType} audience="owner" />;
}

/** The lab result certificate through mf-certificates' `./documents` module, in Suspense with a fallback. */
function CertificateDocument({ record, track }: { record: LaboratoryRecord; track: LabTrack }) {
  const [attempt, setAttempt] = useState(() => loadDocumentsModule());
  return (
    <DocumentErrorBoundary
      fallback={(retry) => (
        <ErrorPanel
          message={MESSAGES.common.trackUnavailable}
          onRetry={() => {
            setAttempt(loadDocumentsModule());
            retry();
          }}
        />
      )}
    >
      <Suspense fallback={<LoaderOverlay active label={RECURRING_MESSAGES.documentLoading} />}>
        <LabCertificate record={record} track={track} load={attempt} />
      </Suspense>
    </DocumentErrorBoundary>
  );
}

function IssuedResult({ track, applicationId }: { track: LabTrack; applicationId: string }) {
  const labs = useLaboratory(applicationId, track);
  const reload = () => void labs.refetch();
  if (labs.isError) {
    return <ErrorPanel message={RECURRING_MESSAGES.labFailure} onRetry={reload} />;
  }
  if (!labs.data) return <LoaderOverlay active label={RECURRING_MESSAGES.documentLoading} />;
  const record = labs.data.findLast((lab) => statusIs(lab.status, REQUIREMENT_STATUS.completed));
  if (!record) {
    return (
      <div className="qce-panel" role="status">
        <p>{RECURRING_MESSAGES.certificateNotReady}</p>
      </div>
    );
  }
  return <CertificateDocument record={record} track={track} />;
}

/**
 * `/qce/recurring/shl/pages/certificate-issuing` (Recurring Certificate) and
 * `/qce/recurring/wal/pages/permit-issuing` (payment §2): the completed lab result certificate.
 */
export function CertificateIssuingPage({ track }: { track: LabTrack }) {
  const title =
    track.labType === 'SHL'
      ? MESSAGES.recurring.recurringCertificate
      : RECURRING_MESSAGES.permitIssuing;
  return (
    <StepFrame track={track} title={title}>
      {({ application }) => (
        <IssuedResult track={track} applicationId={application.applicationId} />
      )}
    </StepFrame>
  );
}
