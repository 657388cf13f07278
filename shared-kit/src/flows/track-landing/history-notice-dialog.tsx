import { Dialog, Button } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';

/** What the history row click decided to show instead of opening the application (intake §4, §8). */
export type HistoryNotice =
  | { kind: 'rejected'; applicationId: string; reason?: string }
  | { kind: 'on-hold'; applicationId: string; remarks?: string }
  | { kind: 'bulk-rejected'; applicationId: string }
  | { kind: 'bulk-discarded'; applicationId: string };

const titles: Record<HistoryNotice['kind'], string> = {
  rejected: MESSAGES.rejected.title,
  'on-hold': MESSAGES.status.onHold,
  'bulk-rejected': MESSAGES.rejected.title,
  'bulk-discarded': MESSAGES.status.alreadyRejectedCancelled,
};

export function HistoryNoticeDialog({
  notice,
  onClose,
}: {
  notice: HistoryNotice | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={notice !== null}
      onClose={onClose}
      title={notice ? titles[notice.kind] : ''}
      size="sm"
      footer={
        <Button variant="primary" onClick={onClose}>
          {MESSAGES.common.close}
        </Button>
      }
    >
      {notice?.kind === 'rejected' && (
        <>
          <p>{MESSAGES.rejected.message}</p>
          <p>
            <strong>{MESSAGES.status.reasonLabel}:</strong> {notice.reason || '-'}
          </p>
        </>
      )}
      {notice?.kind === 'on-hold' && (
        <>
          <p>{MESSAGES.status.onHoldBody(notice.applicationId)}</p>
          <p>
            <strong>{MESSAGES.status.remarksLabel}:</strong> {notice.remarks || '-'}
          </p>
        </>
      )}
      {notice?.kind === 'bulk-rejected' && (
        <>
          <p>{MESSAGES.rejected.bulkRejected}</p>
          <p>{MESSAGES.rejected.bulkRejectedReason}</p>
        </>
      )}
      {notice?.kind === 'bulk-discarded' && (
        <>
          <p>{MESSAGES.rejected.bulkDiscarded}</p>
          <p>{MESSAGES.rejected.bulkDiscardedInstruction}</p>
        </>
      )}
    </Dialog>
  );
}
