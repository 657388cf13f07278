import type { ApplicationFormData } from '@qce/shared-kit/api';
import { MESSAGES } from '@qce/shared-kit/messages';
import {
  INITIAL_DETAIL_KEYS,
  pickInitialDetails as pick,
} from '@qce/shared-kit/flows/initial-details';
import type { InitialDetails } from '@qce/shared-kit/flows/initial-details';
import { sessionDraft } from '@qce/shared-kit/storage';

/**
 * The initial details chosen on the landing (intake §2 Landing new-application form): carried to
 * the application form, shown there read-only, changed only through Update Details.
 */
export type { InitialDetails };

/** The landing's choice, kept until the application form (or the bulk representative) is saved. */
export const initialDetailsDraft = sessionDraft<InitialDetails>('qce-ihc:initial-details');

export function pickInitialDetails(formData: ApplicationFormData | undefined): InitialDetails {
  return pick(formData, INITIAL_DETAIL_KEYS);
}

const L = MESSAGES.landing;

/** The IHC summary of the initial details (classification, the landing's choices, PESO beneficiary). */
export const initialDetailsSummary = (details: InitialDetails): [string, string][] => [
  [L.classification, details.classification === 'BULK' ? L.bulk : L.individual],
  [L.applicationType, details.type ?? ''],
  [L.industry, details.industry ?? ''],
  [L.subIndustry, details.subIndustry ?? ''],
  [L.businessLine, details.businessLine ?? ''],
  [L.pesoBeneficiary, details.isPESO ? 'Yes' : 'No'],
];
