import { getAuditProgress, getBulkAuditProgress } from '@qce/shared-kit/api';
import type { AuditLogEntry } from '@qce/shared-kit/api';
import { formatLongDate, headApprovalState } from '@qce/shared-kit/domain';
import { FLOW_MESSAGES, MESSAGES } from '@qce/shared-kit/messages';
import { ErrorPanel, LoaderOverlay, PageHeading } from '@qce/shared-kit/ui';
import { useLoad } from '../lib/use-load';

export type HeadApprovalPanelProps = {
  applicationId: string;
  /** Given for a bulk application: its audit progress is read instead. */
  bulkApplicationId?: string;
  /** The button, enabled once the Head Approval step is COMPLETED (e.g. on to certificate issuing). */
  onContinue: () => void;
  continueLabel?: string;
  title?: string;
};

async function loadLogs(
  applicationId: string,
  bulkApplicationId: string | undefined,
  signal: AbortSignal,
): Promise<AuditLogEntry[]> {
  const response =
    bulkApplicationId !== undefined
      ? await getBulkAuditProgress(bulkApplicationId, { signal })
      : await getAuditProgress(applicationId, { signal });
  return Array.isArray(response.data) ? response.data : [];
}

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
  const { state, reload } = useLoad(
    (signal) => loadLogs(applicationId, bulkApplicationId, signal),
    `${applicationId}:${bulkApplicationId ?? ''}`,
  );

  if (state.status === 'loading') return <LoaderOverlay active label={MESSAGES.common.loading} />;
  if (state.status === 'error') {
    return (
      <section className="qce-stack">
        <PageHeading title={title} />
        <ErrorPanel message={FLOW_MESSAGES.headApproval.loadFailure} onRetry={() => reload()} />
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
        <button
          type="button"
          className="qce-button qce-button--primary"
          onClick={onContinue}
          disabled={!approved}
        >
          {continueLabel}
        </button>
      </div>
    </section>
  );
}
