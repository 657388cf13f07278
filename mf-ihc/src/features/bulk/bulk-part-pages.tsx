import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { BulkPartPaymentInfo } from '@qce/shared-kit/flows';
import { LoaderOverlay, PageHeading } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import { isBulkPartApplicant } from '@qce/shared-kit/domain';
import { useCurrentApplication } from '../../lib/use-current-application';
import { BULK_COPY } from './bulk-copy';

/**
 * Bulk-part applicant (intake §4: an individual record inside a bulk application): requirements
 * upload and payment are handled by the bulk representative, so the applicant sees only these
 * information pages.
 */
export function BulkPartRequirementsPage() {
  return (
    <main className="qce-page">
      <PageHeading title={BULK_COPY.requirementsUploadTitle} />
      <div className="qce-panel" role="status">
        <p>{MESSAGES.bulkPart.info}</p>
      </div>
    </main>
  );
}

export function BulkPartPaymentPage() {
  return (
    <main className="qce-page">
      <BulkPartPaymentInfo />
    </main>
  );
}

/**
 * Sends a bulk-part applicant from a step the representative handles to its information page;
 * anyone else sees the step itself. A failed load shows the step (which reports its own failure).
 */
export function BulkPartGate({ infoHref, children }: { infoHref: string; children: ReactNode }) {
  const current = useCurrentApplication();
  if (current.appId && current.status === 'loading')
    return <LoaderOverlay active label="Loading application" />;
  const app = current.data?.application;
  if (
    app &&
    isBulkPartApplicant({
      classification: app.classification ?? app.formData?.classification,
      bulkApplicationId: app.bulkApplicationId,
    })
  )
    return <Navigate to={infoHref} replace />;
  return <>{children}</>;
}
