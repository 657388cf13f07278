import { parseDate } from '@qce/shared-kit/domain';

const dateFormat = new Intl.DateTimeFormat('en-PH', { dateStyle: 'long', timeZone: 'Asia/Manila' });

/** A date for display on the department's calendar (Manila), e.g. "November 21, 2026"; '' if unreadable. */
export function formatDisplayDate(value: unknown): string {
  const date = parseDate(value);
  return date ? dateFormat.format(date) : '';
}
