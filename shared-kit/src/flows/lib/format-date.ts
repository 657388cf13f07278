import { parseDate } from '@qce/shared-kit/domain';

let dateFormat: Intl.DateTimeFormat | undefined;
/** Made on first use, not while the module is evaluated (see `currencyFormat`). */
const displayDateFormat = () =>
  (dateFormat ??= new Intl.DateTimeFormat('en-PH', { dateStyle: 'long', timeZone: 'Asia/Manila' }));

/** A date for display on the department's calendar (Manila), e.g. "November 21, 2026"; '' if unreadable. */
export function formatDisplayDate(value: unknown): string {
  const date = parseDate(value);
  return date ? displayDateFormat().format(date) : '';
}
