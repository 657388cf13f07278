import type { ApplicationFormData } from '@qce/shared-kit/api';
import {
  LANDING_SELECTION_KEYS,
  pickInitialDetails as pick,
} from '@qce/shared-kit/flows/initial-details';
import type { LandingSelection } from '@qce/shared-kit/flows/initial-details';

/**
 * The initial details chosen on the SP landing (intake §2 Landing new-application form): carried
 * to the application form in a session draft and shown there read-only.
 */
export type InitialDetails = LandingSelection;

export const INITIAL_DETAILS_DRAFT_KEY = 'qce-sp:initial-details';

export function readInitialDetails(): InitialDetails | undefined {
  try {
    const raw = window.sessionStorage.getItem(INITIAL_DETAILS_DRAFT_KEY);
    return raw ? (JSON.parse(raw) as InitialDetails) : undefined;
  } catch {
    return undefined;
  }
}

export function writeInitialDetails(details: InitialDetails): void {
  try {
    window.sessionStorage.setItem(INITIAL_DETAILS_DRAFT_KEY, JSON.stringify(details));
  } catch {
    // Storage unavailable: the details are simply not kept across a reload.
  }
}

export function clearInitialDetails(): void {
  try {
    window.sessionStorage.removeItem(INITIAL_DETAILS_DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}

/** The initial details held in an application's formData. */
export function pickInitialDetails(formData: ApplicationFormData | undefined): InitialDetails {
  return pick(formData, LANDING_SELECTION_KEYS);
}
