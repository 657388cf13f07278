/**
 * Microbiological water analysis methods and units (payment-certificates spec §9): tube method (unit MPN/100mL,
 * standard <1.1 MPN/100mL), enzyme (Per 100mL, ABSENT), plate (CFU/mL, less than 500 CFU/mL).
 */
import { MESSAGES } from '@qce/domain/messages';

export type MicrobiologyMethodKind = 'tube' | 'enzyme' | 'plate';

export interface MicrobiologyStandard {
  kind: MicrobiologyMethodKind;
  unit: string;
  standard: string;
}

const m = MESSAGES.certificates.microbiology;

export const MICROBIOLOGY_STANDARDS: Readonly<
  Record<MicrobiologyMethodKind, MicrobiologyStandard>
> = {
  tube: { kind: 'tube', unit: m.tubeUnit, standard: m.tubeStandard },
  enzyme: { kind: 'enzyme', unit: m.enzymeUnit, standard: m.enzymeStandard },
  plate: { kind: 'plate', unit: m.plateUnit, standard: m.plateStandard },
};

/**
 * payment §9: the unit and standard of a method as the lab records it ("Multiple Tube Fermentation",
 * "Enzyme Substrate", "Pour Plate", or the bare kind); undefined for an unknown method.
 */
export function microbiologyStandard(
  method: string | null | undefined,
): MicrobiologyStandard | undefined {
  const text = (method ?? '').toLowerCase();
  if (text.includes('tube')) return MICROBIOLOGY_STANDARDS.tube;
  if (text.includes('enzyme')) return MICROBIOLOGY_STANDARDS.enzyme;
  if (text.includes('plate')) return MICROBIOLOGY_STANDARDS.plate;
  return undefined;
}
