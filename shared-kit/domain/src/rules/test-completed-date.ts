import { MESSAGES } from '@qce/domain/messages';
import { calendarDay, isAfterToday } from './dates';
import type { DateInput } from './dates';

/**
 * Test Completed Date (intake §5 Requirement upload rules): cannot be later than today; required
 * when the requirement is required or already uploaded.
 */
export function isTestCompletedDateRequired(input: {
  required?: boolean | null;
  uploaded?: boolean | null;
}): boolean {
  return input.required === true || input.uploaded === true;
}

/** The error message for a test completed date, or undefined when it is fine. */
export function testCompletedDateError(
  input: { value?: unknown; required?: boolean | null; uploaded?: boolean | null },
  now: DateInput = new Date(),
): string | undefined {
  const empty =
    input.value === undefined ||
    input.value === null ||
    (typeof input.value === 'string' && input.value.trim() === '');
  if (empty)
    return isTestCompletedDateRequired(input)
      ? MESSAGES.upload.testCompletedDateRequired
      : undefined;
  if (calendarDay(input.value) === undefined)
    return MESSAGES.validation.invalidDate('Test Completed Date');
  return isAfterToday(input.value, now) ? MESSAGES.upload.testCompletedDateFuture : undefined;
}
