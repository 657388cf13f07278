import { Suspense, use, useState } from 'react';
import { ErrorPanel, LoaderOverlay } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import { TRANSACTION_TYPE, isSanitaryPermitReady } from '@qce/shared-kit/domain';
import type { ApplicationRecord } from '@qce/shared-kit/api';
import type { DocumentsModule } from '@qce/shared-kit/remote';
import { StepLayout } from '../../components/step-layout';
import { loadDocumentsModule } from '../../lib/documents-remote';
import { DocumentErrorBoundary } from './document-error-boundary';

/** The permit as the readiness rule reads it: the mayor permit no. may sit on the record or its form. */
export const permitOf = (application: ApplicationRecord) => ({
  mayorPermitNo: application.mayorPermitNo ?? application.formData.mayorPermitNo ?? null,
  approvedDate: application.approvedDate ?? null,
  paymentDetailResponseDto: application.paymentDetailResponseDto ?? [],
});

function DigitalPermit({
  application,
  load,
}: {
  application: ApplicationRecord;
  load: Promise<DocumentsModule>;
}) {
  const { DigitalSanitaryPermit } = use(load);
  return <DigitalSanitaryPermit application={application} />;
}

function PermitDocument({ application }: { application: ApplicationRecord }) {
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
      <Suspense fallback={<LoaderOverlay active label="Loading the sanitary permit" />}>
        <DigitalPermit application={application} load={attempt} />
      </Suspense>
    </DocumentErrorBoundary>
  );
}

/**
 * Digital sanitary permit `/qce/sp/sanitary-permit` (payment §2 Certificates, §4): rendered by
 * mf-certificates' `./documents` module when the readiness rule holds (mayor permit no. and approval
 * date exist, and the total is zero or an OR number exists); otherwise the incomplete-permit message.
 */
export function SanitaryPermitPage() {
  return (
    <StepLayout title="Sanitary Permit" step={TRANSACTION_TYPE.headApproval}>
      {({ application }) =>
        isSanitaryPermitReady(permitOf(application)) ? (
          <PermitDocument application={application} />
        ) : (
          <div className="qce-panel" role="status">
            <p>{MESSAGES.sanitaryPermit.permitIncomplete}</p>
          </div>
        )
      }
    </StepLayout>
  );
}
