/**
 * Shared field patterns (intake §5 Shared patterns; payment §5 OR number). One definition each.
 */
export const PATTERNS = {
  /** local part, @, domain with a 2-4 letter suffix. */
  email: /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,4}$/,
  /** letters including ñ/Ñ, space, hyphen, period. */
  name: /^[A-Za-zñÑ .-]+$/,
  lettersOnly: /^[A-Za-z]+$/,
  lettersWithSpace: /^[A-Za-z ]+$/,
  alphanumericWithSpaceHyphenPeriod: /^[A-Za-z0-9 .-]+$/,
  alphanumericNoSpace: /^[A-Za-z0-9]+$/,
  numbersOnly: /^[0-9]+$/,
  /** d/m/yyyy: one or two digit day and month, four digit year. */
  date: /^\d{1,2}\/\d{1,2}\/\d{4}$/,
  /** OR number (payment §5): letters, digits, hyphen and period, no spaces. */
  orNumber: /^[A-Za-z0-9.-]+$/,
} as const;

export type PatternName = keyof typeof PATTERNS;

/** True when the value is a string matching the named pattern. */
export function matchesPattern(value: unknown, pattern: PatternName): boolean {
  return typeof value === 'string' && PATTERNS[pattern].test(value);
}
