import type { ApplicationFormData } from '@qce/shared-kit/api';

/**
 * The initial details chosen on the landing (intake §2 Landing new-application form): carried to
 * the application form, shown there read-only, changed only through Update Details.
 */
export type InitialDetails = Pick<
  ApplicationFormData,
  | 'classification'
  | 'type'
  | 'applicationTypeId'
  | 'industry'
  | 'industryId'
  | 'subIndustry'
  | 'subIndustryId'
  | 'businessLine'
  | 'isPESO'
>;

export const INITIAL_DETAIL_KEYS = [
  'classification',
  'type',
  'applicationTypeId',
  'industry',
  'industryId',
  'subIndustry',
  'subIndustryId',
  'businessLine',
  'isPESO',
] as const satisfies readonly (keyof InitialDetails)[];

export function pickInitialDetails(formData: ApplicationFormData | undefined): InitialDetails {
  const result: InitialDetails = {};
  if (!formData) return result;
  for (const key of INITIAL_DETAIL_KEYS) {
    if (formData[key] !== undefined) Object.assign(result, { [key]: formData[key] });
  }
  return result;
}
