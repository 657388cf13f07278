import type { AuditLogEntry } from '@qce/shared-kit/api';
import { auditLogRequest, requestQuery, usePageQuery } from '@qce/shared-kit/data';
import type { RequestOf } from '@qce/shared-kit/data';
import { formatLongDate, headApprovalState } from '@qce/shared-kit/domain';
import { FLOW_MESSAGES, MESSAGES } from '@qce/shared-kit/messages';
import { ErrorPanel, LoaderOverlay, PageHeading, Button } from '@qce/shared-kit/ui';
import { loadView } from '../lib/load-view';

export type HeadApprovalPanelProps = {
  applicationId: string;
  /** Given for a bulk application: its audit progress is read instead. */
  bulkApplicationId?: string;
  /** The button, enabled once the Head Approval step is COMPLETED (e.g. on to certificate issuing). */
  onContinue: () => void;
  continueLabel?: string;
  title?: string;
};

/** The audit log the panel reads: the application's, or the bulk's for a bulk application. */
const auditRequest = (
  applicationId: string,
  bulkApplicationId: string | undefined,
): RequestOf<'AUDIT_PROGRESS'> | RequestOf<'AUDIT_BULK_PROGRESS'> =>
  bulkApplicationId !== undefined
    ? { endpoint: 'AUDIT_BULK_PROGRESS', query: { bulkApplicationId } }
    : auditLogRequest(applicationId);

/**
 * Payment §2 Head approval, intake §4 Head approval: the button stays disabled until the Head
 * Approval audit entry is COMPLETED; that entry's logDate is the approval date shown.
 */
export function HeadApprovalPanel({
  applicationId,
  bulkApplicationId,
  onContinue,
  continueLabel = FLOW_MESSAGES.headApproval.continue,
  title = MESSAGES.review.headApproval,
}: HeadApprovalPanelProps) {
  const query = usePageQuery({
    ...requestQuery(auditRequest(applicationId, bulkApplicationId)),
    // The approval comes from the staff: read again on every visit (the last answer shows meanwhile).
    staleTime: 0,
    select: (body): AuditLogEntry[] => (Array.isArray(body.data) ? body.data : []),
  });
  const state = loadView(query);

  if (state.status === 'loading') return <LoaderOverlay active label={MESSAGES.common.loading} />;
  if (state.status === 'error') {
    return (
      <section className="qce-stack">
        <PageHeading title={title} />
        <ErrorPanel
          message={FLOW_MESSAGES.headApproval.loadFailure}
          onRetry={() => void query.refetch()}
        />
      </section>
    );
  }

  const { approved, approvedAt } = headApprovalState(state.data);
  const approvedOn = approvedAt ? formatLongDate(approvedAt) : '';

  return (
    <section className="qce-stack">
      <PageHeading title={title} />
      <div className="qce-panel" role="status">
        <p>
          {approved
            ? approvedOn
              ? FLOW_MESSAGES.headApproval.approvedOn(approvedOn)
              : MESSAGES.review.approvedBody
            : FLOW_MESSAGES.headApproval.waiting}
        </p>
      </div>
      <div className="qce-actions">
        <Button variant="primary" onClick={onContinue} disabled={!approved}>
          {continueLabel}
        </Button>
      </div>
    </section>
  );
}
