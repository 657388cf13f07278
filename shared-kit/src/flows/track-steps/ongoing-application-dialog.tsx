import { Dialog, Button } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';

/** Ongoing Application Detected (intake §5 Ongoing application check, §8). */
export function OngoingApplicationDialog({
  applicationIds,
  onStay,
  onCheckHistory,
}: {
  applicationIds: readonly (string | number)[] | null;
  onStay: () => void;
  onCheckHistory: () => void;
}) {
  return (
    <Dialog
      open={applicationIds !== null}
      onClose={onStay}
      title={MESSAGES.ongoing.title}
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button onClick={onStay}>{MESSAGES.ongoing.stayOnPage}</Button>
          <Button variant="primary" onClick={onCheckHistory}>
            {MESSAGES.ongoing.checkHistory}
          </Button>
        </>
      }
    >
      <p>{MESSAGES.ongoing.message}</p>
      <p>{MESSAGES.ongoing.instruction}</p>
      <p>{MESSAGES.ongoing.existingIdsLabel}:</p>
      <ul aria-label={MESSAGES.ongoing.existingIdsLabel}>
        {(applicationIds ?? []).map((id) => (
          <li key={String(id)}>{id}</li>
        ))}
      </ul>
    </Dialog>
  );
}
