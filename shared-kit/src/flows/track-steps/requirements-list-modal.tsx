import { Dialog, Button } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import type { Requirement } from '@qce/shared-kit/api';

/**
 * Requirements List modal (intake §2): the requirement names and Confirm. The 60-day notice is shown
 * for the health card and social hygiene only (`sixtyDayNotice`); the sanitary permit leaves it out.
 */
export function RequirementsListModal({
  requirements,
  sixtyDayNotice = false,
  onConfirm,
  onClose,
}: {
  requirements: readonly Requirement[];
  sixtyDayNotice?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={MESSAGES.requirementsList.title}
      footer={
        <Button variant="primary" onClick={onConfirm}>
          {MESSAGES.common.confirm}
        </Button>
      }
    >
      {sixtyDayNotice && <p className="qce-panel">{MESSAGES.requirementsList.sixtyDayNotice}</p>}
      <table>
        <thead>
          <tr>
            <th scope="col">{MESSAGES.requirementsList.columnRequirement}</th>
          </tr>
        </thead>
        <tbody>
          {requirements.length === 0 && (
            <tr>
              <td>{MESSAGES.common.noRecords}</td>
            </tr>
          )}
          {requirements.map((r) => (
            <tr key={r.requirementId}>
              <td>{r.requirementName}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
