import { isAfterToday, parseDate } from './dates';
import type { DateInput } from './dates';
import { statusIs } from './status';

/**
 * Follow-up (recurring) lab types (payment-certificates spec §2 Screens and routes): SHL, the social
 * hygiene laboratory (permit 1), and WAL, the water analysis laboratory (permit 2).
 */
export type RecurringLabType = 'SHL' | 'WAL';

export interface RecurringEligibilityInput {
  status?: unknown;
  approvedDate?: unknown;
  socialHygieneCompleted?: boolean | null;
  waterAnalysisCompleted?: boolean | null;
}

/**
 * Payment-certificates spec §5 Validation rules, "Follow-up lab test with an OR number": valid
 * applications are completed ones whose approvedDate is not in the future (Manila calendar day) with
 * the relevant social hygiene (SHL) or water analysis (WAL) completed.
 */
export function isRecurringEligible(
  application: RecurringEligibilityInput | null | undefined,
  labType: RecurringLabType,
  now: DateInput = new Date(),
): boolean {
  if (!application) return false;
  if (!statusIs(application.status, 'Completed')) return false;
  if (!parseDate(application.approvedDate)) return false;
  if (isAfterToday(application.approvedDate, now)) return false;
  return labType === 'SHL'
    ? application.socialHygieneCompleted === true
    : application.waterAnalysisCompleted === true;
}

/** The valid applications of a list (payment §5); the request forms are disabled when it is empty. */
export function recurringEligibleApplications<T extends RecurringEligibilityInput>(
  applications: readonly T[] | null | undefined,
  labType: RecurringLabType,
  now: DateInput = new Date(),
): T[] {
  if (!Array.isArray(applications)) return [];
  return applications.filter((application) => isRecurringEligible(application, labType, now));
}
