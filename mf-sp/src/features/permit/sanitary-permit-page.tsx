import { Suspense, lazy, useState } from 'react';
import { ErrorPanel, LoaderOverlay } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import { isSanitaryPermitReady } from '@qce/shared-kit/domain';
import type { ApplicationRecord } from '@qce/shared-kit/api';
import { StepFrame } from '../../components/step-frame';
import { loadDocumentsModule } from '@qce/shared-kit/remote';
import { DocumentErrorBoundary } from '@qce/shared-kit/flows/step-frame';

/** The permit as the readiness rule reads it: the mayor permit no. may sit on the record or its form. */
export const permitOf = (application: ApplicationRecord) => ({
  mayorPermitNo: application.mayorPermitNo ?? application.formData.mayorPermitNo ?? null,
  approvedDate: application.approvedDate ?? null,
  paymentDetailResponseDto: application.paymentDetailResponseDto ?? [],
});

/** A lazy component over the remote module: Suspense shows the loader, the boundary a failed load. */
const lazyPermit = () =>
  lazy(async () => ({ default: (await loadDocumentsModule()).DigitalSanitaryPermit }));

function PermitDocument({ application }: { application: ApplicationRecord }) {
  const [DigitalSanitaryPermit, setComponent] = useState(lazyPermit);
  return (
    <DocumentErrorBoundary
      fallback={(retry) => (
        <ErrorPanel
          message={MESSAGES.common.trackUnavailable}
          onRetry={() => {
            setComponent(lazyPermit);
            retry();
          }}
        />
      )}
    >
      <Suspense fallback={<LoaderOverlay active label="Loading the sanitary permit" />}>
        <DigitalSanitaryPermit application={application} />
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
    <StepFrame title="Sanitary Permit">
      {({ application }) =>
        isSanitaryPermitReady(permitOf(application)) ? (
          <PermitDocument application={application} />
        ) : (
          <div className="qce-panel" role="status">
            <p>{MESSAGES.sanitaryPermit.permitIncomplete}</p>
          </div>
        )
      }
    </StepFrame>
  );
}
