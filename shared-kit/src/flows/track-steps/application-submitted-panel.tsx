import { MESSAGES } from '@qce/shared-kit/messages';
import { canViewOrderOfPayment } from '@qce/shared-kit/domain';
import type { AuditLogEntry } from '@qce/shared-kit/domain';
import { Button } from '@qce/shared-kit/ui';

const S = MESSAGES.submission;

/**
 * Successfully Submitted (intake §2): validation in progress, then the treasurer's office; View Order
 * of Payment once Requirements Validation is COMPLETED.
 */
export function ApplicationSubmittedPanel({
  auditLogs,
  notice,
  onViewOrderOfPayment,
}: {
  auditLogs: readonly AuditLogEntry[];
  /** A one-off message handed over by the page that submitted (shown as a status). */
  notice?: string | undefined;
  onViewOrderOfPayment: () => void;
}) {
  return (
    <section className="qce-panel" aria-labelledby="submitted-title">
      <h2 id="submitted-title">{S.successfullySubmittedTitle}</h2>
      {notice && <p role="status">{notice}</p>}
      <p>{S.successfullySubmittedBody}</p>
      <div className="qce-actions">
        <Button
          variant="primary"
          disabled={!canViewOrderOfPayment(auditLogs)}
          onClick={onViewOrderOfPayment}
        >
          {S.viewOrderOfPayment}
        </Button>
      </div>
    </section>
  );
}
