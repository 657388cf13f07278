/**
 * Age on certificates (payment-certificates spec §5): shown in years, or in months when under one year; on the
 * digital certificate the age is the update year minus the birth year.
 */
import { calendarDay } from './dates';
import type { DateInput } from './dates';

export interface Age {
  value: number;
  unit: 'years' | 'months';
}

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** payment §5: age in completed years, or in completed months when under one year; undefined if unreadable. */
export function ageOn(birthDate: unknown, on: DateInput = new Date()): Age | undefined {
  const birth = calendarDay(birthDate);
  const day = calendarDay(on);
  if (!birth || !day) return undefined;
  const [by, bm, bd] = parts(birth);
  const [y, m, d] = parts(day);
  let months = (y - by) * 12 + (m - bm);
  if (d < bd) months -= 1;
  months = Math.max(0, months);
  return months < 12
    ? { value: months, unit: 'months' }
    : { value: Math.floor(months / 12), unit: 'years' };
}

/** Text for an age: "1 year", "25 years", "1 month", "11 months"; empty when unknown. */
export function formatAge(age: Age | undefined): string {
  if (!age) return '';
  const singular = age.unit === 'years' ? 'year' : 'month';
  return `${age.value} ${age.value === 1 ? singular : age.unit}`;
}

/** payment §5: the age printed on a certificate ("25 years", "11 months"). */
export function displayAge(birthDate: unknown, on: DateInput = new Date()): string {
  return formatAge(ageOn(birthDate, on));
}

/** payment §5: digital certificate age = update year minus birth year; undefined if unreadable. */
export function digitalCertificateAge(
  birthDate: unknown,
  updatedDate: unknown,
): number | undefined {
  const birth = calendarDay(birthDate);
  const updated = calendarDay(updatedDate);
  if (!birth || !updated) return undefined;
  return parts(updated)[0] - parts(birth)[0];
}
