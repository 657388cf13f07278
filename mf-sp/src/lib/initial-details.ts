import type { ApplicationFormData } from '@qce/shared-kit/api';
import {
  LANDING_SELECTION_KEYS,
  pickInitialDetails as pick,
} from '@qce/shared-kit/flows/initial-details';
import type { LandingSelection } from '@qce/shared-kit/flows/initial-details';
import { sessionDraft } from '@qce/shared-kit/storage';

/**
 * The initial details chosen on the SP landing (intake §2 Landing new-application form): carried
 * to the application form in a session draft and shown there read-only.
 */
export type InitialDetails = LandingSelection;

/** The landing's choice, kept until the application form is saved. */
export const initialDetailsDraft = sessionDraft<InitialDetails>('qce-sp:initial-details');

/** The initial details held in an application's formData. */
export function pickInitialDetails(formData: ApplicationFormData | undefined): InitialDetails {
  return pick(formData, LANDING_SELECTION_KEYS);
}
