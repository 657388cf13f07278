import { calendarDay } from '@qce/shared-kit/domain';

let longDate: Intl.DateTimeFormat | undefined;
/** Made on first use: the first Intl object of a page is costly, and most pages show no date. */
const longDateFormat = () =>
  (longDate ??= new Intl.DateTimeFormat('en-PH', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }));

/** A backend date as a long calendar date ("November 21, 2026"); '' when unreadable. */
export function formatDay(value: unknown): string {
  const day = calendarDay(value);
  return day ? longDateFormat().format(new Date(`${day}T00:00:00Z`)) : '';
}

interface NameParts {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  suffix?: string | null;
}

/** "Juan Santos Dela Cruz Jr." */
export function fullName(person: NameParts | null | undefined): string {
  if (!person) return '';
  return [person.firstName, person.middleName, person.lastName, person.suffix]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/** A value for display: '' for null/undefined, numbers as text. */
export function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}
