import { ageInYears } from './dates';

/** Minor: under 18 (intake §5 Requirement visibility, §9 letter of consent). */
export const MINOR_AGE_LIMIT = 18;

/** True when the applicant is under 18 at `at` (the application date); false when unknown. */
export function isMinor(birthDate: unknown, at: unknown = new Date()): boolean {
  const age = ageInYears(birthDate, at);
  return age !== undefined && age >= 0 && age < MINOR_AGE_LIMIT;
}
