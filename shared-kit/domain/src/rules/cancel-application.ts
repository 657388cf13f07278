import { TRANSACTION_TYPE, hasStep } from './audit-log';
import type { AuditLogEntry } from './audit-log';
import { APPLICATION_STATUS, statusIs } from './status';

/**
 * Cancel Application (intake §4 Cancel Application): the button shows only when Upload Requirements
 * has been logged and the status is Draft. The parent may still disable it. Cancelling sets Discard.
 */
export function canShowCancelButton(input: {
  status?: string | null;
  auditLogs?: readonly AuditLogEntry[] | null;
}): boolean {
  return (
    statusIs(input.status, APPLICATION_STATUS.draft) &&
    hasStep(input.auditLogs, TRANSACTION_TYPE.uploadRequirements)
  );
}
