/**
 * Masseur implies yellow card (intake §5 Personal info, §9): occupation Masseur forces yellowCard true.
 */
export function impliesYellowCard(occupation: unknown): boolean {
  return typeof occupation === 'string' && occupation.trim().toLowerCase() === 'masseur';
}

/** yellowCard to save: true for Masseur, otherwise the current value (false when missing). */
export function resolveYellowCard(occupation: unknown, current: unknown): boolean {
  return impliesYellowCard(occupation) || current === true || current === 'true';
}
