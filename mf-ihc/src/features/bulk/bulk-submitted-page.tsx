import { Navigate, useNavigate } from '@qce/shared-kit/router';
import type { AuditLogEntry } from '@qce/shared-kit/api';
import { logged } from '@qce/shared-kit/api/errors';
import { ApplicationSubmittedPanel } from '@qce/shared-kit/flows/track-steps';
import { MESSAGES } from '@qce/shared-kit/messages';
import { LoaderOverlay } from '@qce/shared-kit/ui';
import { useAsync } from '@qce/shared-kit/ui/use-async';
import { paths } from '../../config/paths';
import { getCurrentAppId } from '../../lib/use-current-application';
import { bulkApi } from './bulk-api';

/**
 * Successfully Submitted for a bulk application (`/qce/ihc/confirmation/application-submitted`, the
 * representative's; intake §2 Successfully Submitted): requirements validation is in progress, then
 * the order of payment and the city treasurer's office. View Order of Payment follows the bulk's
 * Requirements Validation step. A failed progress load leaves the button disabled (only logged).
 */
export function BulkSubmittedPage() {
  const navigate = useNavigate();
  const bulkId = getCurrentAppId();
  const logs = useAsync<AuditLogEntry[]>(
    () =>
      bulkId
        ? bulkApi.auditLogs(bulkId).catch(logged('bulk audit log', [] as AuditLogEntry[]))
        : Promise.resolve([]),
    [bulkId],
  );
  if (!bulkId) return <Navigate to={paths.applications.href} replace />;
  if (logs.status === 'loading')
    return <LoaderOverlay active label={MESSAGES.submission.successfullySubmittedTitle} />;
  return (
    <main className="qce-page">
      <h1>{MESSAGES.submission.successfullySubmittedTitle}</h1>
      <ApplicationSubmittedPanel
        auditLogs={logs.status === 'ready' ? logs.data : []}
        onViewOrderOfPayment={() => navigate(paths.orderOfPayment.href)}
      />
    </main>
  );
}
