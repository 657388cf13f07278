import { Dialog } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import type { Requirement } from '@qce/shared-kit/api';

/** Requirements List modal (intake §2): the 60-day notice, the requirement names, Confirm. */
export function RequirementsListModal({
  requirements,
  onConfirm,
  onClose,
}: {
  requirements: Requirement[];
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={MESSAGES.requirementsList.title}
      footer={
        <button type="button" className="qce-button qce-button--primary" onClick={onConfirm}>
          {MESSAGES.common.confirm}
        </button>
      }
    >
      <p className="qce-panel">{MESSAGES.requirementsList.sixtyDayNotice}</p>
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
