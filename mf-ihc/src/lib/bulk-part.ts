import type { ApplicationRecord } from '@qce/shared-kit/api';
import { isBulkPartApplicant } from '@qce/shared-kit/domain';

/**
 * The application is a bulk part (intake §3 Classes: Bulk-Individual; §4 Bulk-part applicant): its
 * class, or its form's, with its bulk id.
 */
export const isBulkPart = (application: ApplicationRecord): boolean =>
  isBulkPartApplicant({
    classification: application.classification ?? application.formData?.classification,
    bulkApplicationId: application.bulkApplicationId,
  });
