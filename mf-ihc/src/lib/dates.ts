import { parseDate } from '@qce/shared-kit/domain';

/** The formData/date-input helpers live once in the kit (payment §3). */
export { toFormDataDate, toInputDate, todayInputDate } from '@qce/shared-kit/domain';

/** A date for display (e.g. 'Nov 21, 2026'); the raw text when it cannot be read. */
export function displayDate(value: string | undefined | null): string {
  if (!value) return '';
  const date = parseDate(value);
  return date
    ? date.toLocaleDateString('en-PH', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'Asia/Manila',
      })
    : value;
}
