import type { ReactNode } from 'react';
import { Navigate, useNavigate } from '@qce/shared-kit/router';
import { BulkPartPaymentInfo } from '@qce/shared-kit/flows';
import { LoaderOverlay, Button } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import { canViewOrderOfPayment } from '@qce/shared-kit/domain';
import { StepFrame } from '../../components/step-frame';
import { paths } from '../../config/paths';
import { isBulkPart } from '../../lib/bulk-part';
import { useCurrentApplication } from '../../lib/use-current-application';
import { BULK_COPY } from './bulk-copy';

/**
 * Bulk-part applicant (intake §4: an individual record inside a bulk application): requirements
 * upload and payment are handled by the bulk representative, so the applicant sees only these
 * information pages, framed like every step (her part's details and the bulk's progress). The order
 * of payment's information opens once requirements validation is completed (intake §2 Successfully
 * Submitted).
 */
export function BulkPartRequirementsPage() {
  const navigate = useNavigate();
  return (
    <StepFrame title={BULK_COPY.requirementsUploadTitle}>
      {({ auditLogs }) => (
        <div className="qce-panel">
          <p role="status">{MESSAGES.bulkPart.info}</p>
          <div className="qce-actions">
            <Button
              variant="primary"
              disabled={!canViewOrderOfPayment(auditLogs)}
              onClick={() => navigate(paths.bulkPartPayment.href)}
            >
              {MESSAGES.submission.viewOrderOfPayment}
            </Button>
          </div>
        </div>
      )}
    </StepFrame>
  );
}

export function BulkPartPaymentPage() {
  return (
    <StepFrame
      title={MESSAGES.payment.orderOfPaymentTitle}

      showTitle={false}
    >
      {() => <BulkPartPaymentInfo />}
    </StepFrame>
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
  if (app && isBulkPart(app)) return <Navigate to={infoHref} replace />;
  return <>{children}</>;
}
