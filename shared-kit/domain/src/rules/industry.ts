/**
 * Industry lists (intake §3 Industry, §5 Landing form; payment §2 Populate primary details, §5).
 * Only industries whose name contains 'food' are offered on the SP landing and primary-details
 * forms; only sub-industries that are not inactive are offered anywhere.
 */
export interface BusinessLineInput {
  businessLineName?: string | null;
  businessLineDesc?: string | null;
}

export interface SubIndustryInput {
  subIndustryId?: string | number | null;
  subIndustryName?: string | null;
  subIndustryDesc?: string | null;
  inactive?: boolean | null;
  businessLines?: readonly BusinessLineInput[] | null;
}

export interface IndustryInput {
  industryId?: string | number | null;
  industryName?: string | null;
  industryDesc?: string | null;
  subIndustryResponseDtos?: readonly SubIndustryInput[] | null;
}

const list = <T>(value: readonly T[] | null | undefined): T[] =>
  Array.isArray(value) ? value.filter((v) => v !== null && typeof v === 'object') : [];

export function isFoodIndustry(industry: IndustryInput | null | undefined): boolean {
  return (
    typeof industry?.industryName === 'string' &&
    industry.industryName.toLowerCase().includes('food')
  );
}

/** SP industry filter: industries whose name contains 'food' (case-insensitive). */
export function foodIndustries<T extends IndustryInput>(
  industries: readonly T[] | null | undefined,
): T[] {
  return list(industries).filter(isFoodIndustry);
}

/** Sub-industries that are not inactive. */
export function activeSubIndustries<T extends SubIndustryInput>(
  industry: { subIndustryResponseDtos?: readonly T[] | null } | null | undefined,
): T[] {
  return list(industry?.subIndustryResponseDtos).filter((s) => s.inactive !== true);
}

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Display name of a sub-industry: subIndustryName, else subIndustryDesc. */
export function subIndustryLabel(sub: SubIndustryInput | null | undefined): string {
  return str(sub?.subIndustryName) || str(sub?.subIndustryDesc);
}

export function businessLineLabel(line: BusinessLineInput | null | undefined): string {
  return str(line?.businessLineName) || str(line?.businessLineDesc);
}

export function businessLinesOf(sub: SubIndustryInput | null | undefined): BusinessLineInput[] {
  return list(sub?.businessLines);
}

const sameId = (a: unknown, b: unknown): boolean =>
  (typeof a === 'string' || typeof a === 'number') &&
  (typeof b === 'string' || typeof b === 'number') &&
  String(a).trim() === String(b).trim();

export function findIndustry<T extends IndustryInput>(
  industries: readonly T[] | null | undefined,
  industryId: unknown,
): T | undefined {
  return list(industries).find((i) => sameId(i.industryId, industryId));
}

export function findSubIndustry<T extends SubIndustryInput>(
  industry: { subIndustryResponseDtos?: readonly T[] | null } | null | undefined,
  subIndustryId: unknown,
): T | undefined {
  return list(industry?.subIndustryResponseDtos).find((s) =>
    sameId(s.subIndustryId, subIndustryId),
  );
}
