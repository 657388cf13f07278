import type { ApplicationRecord } from '@qce/shared-kit/api';
import { IHC_PERMIT_ID, ihcApi } from './ihc-api';
import type { InitialDetails } from './initial-details';

/**
 * Update Details of a saved application (intake §2 Application details header): the new initial
 * details go into its formData. Rejects when it failed (the step frame tells the applicant).
 */
export async function writeInitialDetails(
  application: ApplicationRecord,
  next: InitialDetails,
): Promise<void> {
  await ihcApi.updateApplication({
    applicationId: application.applicationId,
    formData: { ...application.formData, ...next },
    permitId: application.permitId ?? IHC_PERMIT_ID,
    userId: application.userId,
    yellowCard: application.yellowCard,
  });
}
