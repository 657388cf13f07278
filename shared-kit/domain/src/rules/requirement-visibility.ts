import { isMinor } from './minor';

/**
 * Requirement visibility (intake §5 Requirement visibility). Requirements are recognised by name,
 * case-insensitively.
 */
export interface RequirementInput {
  requirementId?: string | number | null;
  requirementName?: string | null;
  requirementDesc?: string | null;
  inactive?: boolean | null;
  required?: boolean | null;
  laboratory?: boolean | null;
  internal?: boolean | null;
}

export interface VisibilityContext {
  /** Health card (IHC) rules apply: PESO, birth certificate, always-hidden ones. */
  isHealthCard?: boolean | null;
  isPESO?: boolean | string | null;
  yellowCard?: boolean | string | null;
  birthDate?: unknown;
  applicationDate?: unknown;
}

const nameOf = (req: RequirementInput): string =>
  typeof req.requirementName === 'string' ? req.requirementName.trim().toLowerCase() : '';

const truthy = (value: unknown): boolean => value === true || value === 'true';

export const isLetterOfConsent = (req: RequirementInput): boolean =>
  nameOf(req).includes('letter of consent');
export const isPesoRequirement = (req: RequirementInput): boolean => /\bpeso\b/.test(nameOf(req));
export const isBirthCertificate = (req: RequirementInput): boolean =>
  nameOf(req).includes('birth certificate');
export const isAlwaysHiddenForHealthCard = (req: RequirementInput): boolean =>
  nameOf(req).includes('vd screening') || nameOf(req).includes('massagist training course');

export function isRequirementVisible(
  req: RequirementInput | null | undefined,
  context: VisibilityContext | null = {},
): boolean {
  if (!req || typeof req !== 'object') return false;
  const ctx = context ?? {};
  if (req.inactive === true) return false;
  if (isLetterOfConsent(req)) {
    // Unknown age: the applicant cannot be shown to be a minor, so the letter is not asked for.
    if (!isMinor(ctx.birthDate, ctx.applicationDate ?? new Date())) return false;
  }
  if (ctx.isHealthCard === true) {
    if (isAlwaysHiddenForHealthCard(req)) return false;
    if (isPesoRequirement(req) && !truthy(ctx.isPESO)) return false;
    if (isBirthCertificate(req) && !truthy(ctx.yellowCard)) return false;
  }
  return true;
}

export function visibleRequirements<T extends RequirementInput>(
  requirements: readonly T[] | null | undefined,
  ctx: VisibilityContext | null = {},
): T[] {
  return Array.isArray(requirements)
    ? requirements.filter((r) => isRequirementVisible(r, ctx))
    : [];
}
