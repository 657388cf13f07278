import { UpdateDetailsDialog as KitUpdateDetailsDialog } from '@qce/shared-kit/flows/application-details';
import type { ApplicationRecord } from '@qce/shared-kit/api';
import { MESSAGES } from '@qce/shared-kit/messages';
import { useNotices } from '@qce/shared-kit/ui';
import { pickInitialDetails } from '../lib/initial-details';
import { SP_PERMIT_ID, spApi } from '../lib/sp-api';

/**
 * Update Details of the sanitary permit (intake §2, §5 Changing initial details): the kit's dialog
 * with the SP lists (food industries, SP application types), saved into the application's formData;
 * 'Applicant Details Updated.' on success, the failure notice otherwise (the dialog stays open).
 */
export function UpdateDetailsDialog({
  application,
  onClose,
  onSaved,
}: {
  application: ApplicationRecord;
  onClose: () => void;
  onSaved: () => void;
}) {
  const notices = useNotices();
  const formData = application.formData;
  return (
    <KitUpdateDetailsDialog
      open
      track="SP"
      current={pickInitialDetails(formData)}
      onClose={onClose}
      onSave={async (next) => {
        try {
          await spApi.updateApplication({
            applicationId: application.applicationId,
            formData: { ...formData, ...next },
            permitId: application.permitId ?? SP_PERMIT_ID,
            userId: application.userId,
          });
        } catch (error) {
          console.error('update details failed', error);
          notices.error(MESSAGES.updateDetails.failure);
          return;
        }
        notices.success(MESSAGES.updateDetails.success);
        onClose();
        onSaved();
      }}
    />
  );
}
