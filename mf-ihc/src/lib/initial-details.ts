import type { ApplicationFormData } from '@qce/shared-kit/api';
import {
  INITIAL_DETAIL_KEYS,
  pickInitialDetails as pick,
} from '@qce/shared-kit/flows/initial-details';
import type { InitialDetails } from '@qce/shared-kit/flows/initial-details';

/**
 * The initial details chosen on the landing (intake §2 Landing new-application form): carried to
 * the application form, shown there read-only, changed only through Update Details.
 */
export type { InitialDetails };

export function pickInitialDetails(formData: ApplicationFormData | undefined): InitialDetails {
  return pick(formData, INITIAL_DETAIL_KEYS);
}
