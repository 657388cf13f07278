import { MESSAGES } from '@qce/shared-kit/messages';
import type { ApplicationRecord } from '@qce/shared-kit/api';
import type { NoticesApi } from '@qce/shared-kit/ui';
import { IHC_PERMIT_ID, ihcApi } from './ihc-api';
import type { InitialDetails } from './initial-details';

/**
 * Update Details of a saved application (intake §2 Application details header): the new initial
 * details go into its formData; the applicant is told whether it worked. Rethrows a failure so the
 * dialog stays open.
 */
export async function saveInitialDetails(
  application: ApplicationRecord,
  next: InitialDetails,
  notify: NoticesApi['notify'],
): Promise<void> {
  try {
    await ihcApi.updateApplication({
      applicationId: application.applicationId,
      formData: { ...application.formData, ...next },
      permitId: application.permitId ?? IHC_PERMIT_ID,
      userId: application.userId,
      yellowCard: application.yellowCard,
    });
  } catch (error) {
    console.error('update details failed', error);
    notify('error', MESSAGES.updateDetails.failure);
    throw error;
  }
  notify('success', MESSAGES.updateDetails.success);
}
