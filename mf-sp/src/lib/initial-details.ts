import type { ApplicationFormData } from '@qce/shared-kit/api';

/**
 * The initial details chosen on the SP landing (intake §2 Landing new-application form): carried
 * to the application form in a session draft and shown there read-only.
 */
export type InitialDetails = Pick<
  ApplicationFormData,
  | 'type'
  | 'applicationTypeId'
  | 'industry'
  | 'industryId'
  | 'subIndustry'
  | 'subIndustryId'
  | 'businessLine'
>;

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

const INITIAL_DETAIL_KEYS = [
  'type',
  'applicationTypeId',
  'industry',
  'industryId',
  'subIndustry',
  'subIndustryId',
  'businessLine',
] as const satisfies readonly (keyof InitialDetails)[];

/** The initial details held in an application's formData. */
export function pickInitialDetails(formData: ApplicationFormData | undefined): InitialDetails {
  const result: InitialDetails = {};
  if (!formData) return result;
  for (const key of INITIAL_DETAIL_KEYS) {
    if (formData[key] !== undefined) Object.assign(result, { [key]: formData[key] });
  }
  return result;
}
