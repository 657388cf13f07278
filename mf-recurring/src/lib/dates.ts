import { calendarDay } from '@qce/shared-kit/domain';

/** A date on the department's calendar as MM/DD/YYYY (the portal's date format, payment §3); '' if unreadable. */
export function displayDate(value: unknown): string {
  const day = calendarDay(value);
  if (!day) return '';
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}
