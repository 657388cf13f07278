import { Navigate, useNavigate } from '@qce/shared-kit/router';
import { listOf } from '@qce/shared-kit/api/intake';
import { requestQuery, usePageQuery } from '@qce/shared-kit/data';
import { ApplicationSubmittedPanel } from '@qce/shared-kit/flows/track-steps';
import { MESSAGES } from '@qce/shared-kit/messages';
import { LoaderOverlay } from '@qce/shared-kit/ui';
import { paths } from '../../config/paths';
import { bulkAuditLogRequest } from '../../lib/ihc-requests';
import { useReportedError } from '../../lib/use-reported-error';
import { getCurrentAppId } from '../../lib/use-current-application';

/**
 * Successfully Submitted for a bulk application (`/qce/ihc/confirmation/application-submitted`, the
 * representative's; intake §2 Successfully Submitted): requirements validation is in progress, then
 * the order of payment and the city treasurer's office. View Order of Payment follows the bulk's
 * Requirements Validation step. A failed progress load leaves the button disabled (only logged).
 */
export function BulkSubmittedPage() {
  const navigate = useNavigate();
  const bulkId = getCurrentAppId();
  const logs = usePageQuery({
    ...requestQuery(bulkAuditLogRequest(bulkId ?? '')),
    enabled: Boolean(bulkId),
    // The staff move the steps on: read again on every visit (the last answer shows meanwhile).
    staleTime: 0,
    select: (body) => listOf(body.data),
  });
  useReportedError(logs.error, 'bulk audit log');
  if (!bulkId) return <Navigate to={paths.applications.href} replace />;
  if (logs.isPending)
    return <LoaderOverlay active label={MESSAGES.submission.successfullySubmittedTitle} />;
  return (
    <main className="qce-page">
      <h1>{MESSAGES.submission.successfullySubmittedTitle}</h1>
      <ApplicationSubmittedPanel
        auditLogs={logs.data ?? []}
        onViewOrderOfPayment={() => navigate(paths.orderOfPayment.href)}
      />
    </main>
  );
}
