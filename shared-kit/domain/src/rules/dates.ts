/**
 * Date helpers for the domain rules. Never throw: anything unparseable becomes `undefined`.
 *
 * Accepted inputs: `Date`, epoch milliseconds, ISO strings (`2026-11-21`, `2026-11-21T08:00:00Z`),
 * and slash dates. Slash dates follow the formData convention of payment §3 (`MM/DD/YYYY`).
 * Calendar-day comparisons ("not later than today") are made on the department's calendar, Manila
 * time (UTC+8, no daylight saving), so a result does not depend on the machine's time zone.
 */

export type DateInput = Date | string | number | null | undefined;

const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SLASH_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function validDayParts(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const probe = new Date(Date.UTC(year, month - 1, day));
  return (
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day
  );
}

/** The calendar day a date-only string names, or undefined. */
function dateOnlyKey(value: string): string | undefined {
  const iso = DATE_ONLY.exec(value);
  if (iso) {
    const [, y, m, d] = iso;
    return validDayParts(Number(y), Number(m), Number(d)) ? `${y}-${m}-${d}` : undefined;
  }
  const slash = SLASH_DATE.exec(value);
  if (slash) {
    const [, m, d, y] = slash;
    if (!validDayParts(Number(y), Number(m), Number(d))) return undefined;
    return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  }
  return undefined;
}

/** Parse a date input to a Date (date-only strings become midnight UTC of that day). */
export function parseDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  const key = dateOnlyKey(text);
  if (key) return new Date(`${key}T00:00:00Z`);
  if (DATE_ONLY.test(text) || SLASH_DATE.test(text)) return undefined;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

/** Wall-clock parts of an instant in Manila time. */
export function manilaParts(date: Date): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
} {
  const shifted = new Date(date.getTime() + MANILA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/**
 * The calendar day (`YYYY-MM-DD`) a value stands for: a date-only string names its own day; an
 * instant is read on the Manila calendar.
 */
export function calendarDay(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const key = dateOnlyKey(value.trim());
    if (key) return key;
  }
  const date = parseDate(value);
  if (!date) return undefined;
  const { year, month, day } = manilaParts(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The month names of the portal's dates (English, as en-PH writes them). */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A value's calendar day as `<month> <day>, <year>`, the month written out (`long`) or in three letters
 * (`short`, as en-PH abbreviates it): a date-only value as written, an instant on the department's
 * calendar (Manila); '' when unreadable. Built from the calendar day, not with Intl: the first Intl
 * formatter of a page loads ICU's locale data, one 20-35 ms task on the main thread (ADR 011).
 */
function formatDay(value: unknown, month: 'long' | 'short'): string {
  const day = calendarDay(value);
  if (!day) return '';
  const [year, monthNumber, date] = day.split('-').map(Number) as [number, number, number];
  const name = MONTHS[monthNumber - 1] ?? '';
  return `${month === 'short' ? name.slice(0, 3) : name} ${date}, ${year}`;
}

/** "November 21, 2026": the long date of the documents. */
export function formatLongDate(value: unknown): string {
  return formatDay(value, 'long');
}

/** "Nov 21, 2026": the short date of lists and step navigation. */
export function formatShortDate(value: unknown): string {
  return formatDay(value, 'short');
}

/** True when the value's calendar day is after today's (false when either is unparseable). */
export function isAfterToday(value: unknown, now: DateInput = new Date()): boolean {
  const day = calendarDay(value);
  const today = calendarDay(now);
  return day !== undefined && today !== undefined && day > today;
}

/** Whole years between a birth date and a reference date, by calendar day; undefined if unparseable. */
export function ageInYears(birthDate: unknown, at: unknown = new Date()): number | undefined {
  const birth = calendarDay(birthDate);
  const ref = calendarDay(at);
  if (!birth || !ref) return undefined;
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ry, rm, rd] = ref.split('-').map(Number) as [number, number, number];
  let age = ry - by;
  if (rm < bm || (rm === bm && rd < bd)) age -= 1;
  return age;
}
