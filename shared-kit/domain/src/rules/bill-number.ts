import { manilaParts } from './dates';

/**
 * Online payment bill number (payment §7): built from the current date and time, the application id
 * and letters of the month name.
 *
 * Our exact format: `YYYYMMDDHHmmss-<applicationId>-<MON>`, where the date and time are Manila
 * wall-clock time and MON is the first three letters of the English month name, upper-case.
 * Example: 21 Nov 2026 22:44:05 Manila, application 1234 -> `20261121224405-1234-NOV`.
 * The application id is trimmed and stripped of anything but letters, digits and hyphens.
 */
const MONTHS = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
] as const;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export function buildBillNumber(applicationId: unknown, now: Date = new Date()): string {
  const at = Number.isNaN(now.getTime()) ? new Date(0) : now;
  const { year, month, day, hour, minute, second } = manilaParts(at);
  const id =
    typeof applicationId === 'string' || typeof applicationId === 'number'
      ? String(applicationId)
          .trim()
          .replace(/[^A-Za-z0-9-]/g, '')
      : '';
  const stamp = `${pad(year, 4)}${pad(month)}${pad(day)}${pad(hour)}${pad(minute)}${pad(second)}`;
  return `${stamp}-${id}-${MONTHS[month - 1] ?? ''}`;
}
