/**
 * Landing and primary-details form field states (intake §2 Landing, §5 Landing form; payment §2
 * Populate primary details, §5 Primary details).
 */
const present = (value: unknown): boolean =>
  (typeof value === 'string' && value.trim() !== '') ||
  (typeof value === 'number' && Number.isFinite(value));

export const CLASSIFICATION = { individual: 'INDIVIDUAL', bulk: 'BULK' } as const;

export function isBulkClassification(classification: unknown): boolean {
  return (
    typeof classification === 'string' &&
    classification.trim().toUpperCase() === CLASSIFICATION.bulk
  );
}

export interface LandingFieldState {
  /** Classification (individual or bulk) is asked for the health card only. */
  showClassification: boolean;
  /** Sub-industry enabled only after an industry. */
  subIndustryEnabled: boolean;
  /** Business line enabled only after a sub-industry. */
  businessLineEnabled: boolean;
  /** PESO checkbox: health card only, disabled for bulk. */
  showPeso: boolean;
  pesoEnabled: boolean;
}

export function landingFieldState(input: {
  isHealthCard?: boolean | null;
  classification?: unknown;
  industryId?: unknown;
  subIndustryId?: unknown;
}): LandingFieldState {
  const isHealthCard = input.isHealthCard === true;
  const subIndustryEnabled = present(input.industryId);
  return {
    showClassification: isHealthCard,
    subIndustryEnabled,
    businessLineEnabled: subIndustryEnabled && present(input.subIndustryId),
    showPeso: isHealthCard,
    pesoEnabled: isHealthCard && !isBulkClassification(input.classification),
  };
}

/** Primary details: sub-industry enabled after an industry; Submit enabled after a sub-industry. */
export function primaryDetailsState(input: { industryId?: unknown; subIndustryId?: unknown }): {
  subIndustryEnabled: boolean;
  submitEnabled: boolean;
} {
  const subIndustryEnabled = present(input.industryId);
  return { subIndustryEnabled, submitEnabled: subIndustryEnabled && present(input.subIndustryId) };
}
