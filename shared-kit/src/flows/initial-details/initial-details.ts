import type { ApplicationFormData, ApplicationType, Industry } from '@qce/shared-kit/api';
import { findIndustry, findSubIndustry, subIndustryLabel } from '@qce/shared-kit/domain';

/** What the four landing selects choose (intake §2 Landing new-application form). */
export const LANDING_SELECTION_KEYS = [
  'type',
  'applicationTypeId',
  'industry',
  'industryId',
  'subIndustry',
  'subIndustryId',
  'businessLine',
] as const satisfies readonly (keyof ApplicationFormData)[];

/** Every initial detail a landing can choose: the selects plus the health card's classification and PESO. */
export const INITIAL_DETAIL_KEYS = [
  'classification',
  ...LANDING_SELECTION_KEYS,
  'isPESO',
] as const satisfies readonly (keyof ApplicationFormData)[];

export type InitialDetailKey = (typeof INITIAL_DETAIL_KEYS)[number];
/** The initial details of the health card (all keys); carried to the application form, shown read-only. */
export type InitialDetails = Pick<ApplicationFormData, InitialDetailKey>;
/** The initial details of a track without classification and PESO (sanitary permit). */
export type LandingSelection = Pick<ApplicationFormData, (typeof LANDING_SELECTION_KEYS)[number]>;

/** The initial details held in an application's formData, limited to the track's `keys`. */
export function pickInitialDetails<K extends InitialDetailKey>(
  formData: ApplicationFormData | undefined,
  keys: readonly K[],
): Pick<ApplicationFormData, K> {
  const result: Partial<Pick<ApplicationFormData, K>> = {};
  if (!formData) return result as Pick<ApplicationFormData, K>;
  for (const key of keys) {
    if (formData[key] !== undefined) Object.assign(result, { [key]: formData[key] });
  }
  return result as Pick<ApplicationFormData, K>;
}

/** The landing's four selects as submitted (ids as strings, '' when not chosen). */
export interface LandingSelectValues {
  applicationTypeId: string;
  industryId: string;
  subIndustryId: string;
  businessLine: string;
}

/**
 * The chosen application type, industry, sub-industry and business line as initial details: ids as
 * numbers plus the names shown read-only on the application form (absent when not found).
 */
export function landingSelection(
  values: Partial<LandingSelectValues>,
  industries: readonly Industry[],
  applicationTypes: readonly ApplicationType[],
): LandingSelection {
  const industry = findIndustry(industries, values.industryId);
  const sub = findSubIndustry(industry, values.subIndustryId);
  const type = applicationTypes.find(
    (t) => String(t.applicationTypeId) === values.applicationTypeId,
  );
  return {
    applicationTypeId: Number(values.applicationTypeId),
    ...(type ? { type: type.value } : {}),
    industryId: Number(values.industryId),
    ...(industry ? { industry: industry.industryName } : {}),
    subIndustryId: Number(values.subIndustryId),
    subIndustry: subIndustryLabel(sub),
    ...(values.businessLine ? { businessLine: values.businessLine } : {}),
  };
}
