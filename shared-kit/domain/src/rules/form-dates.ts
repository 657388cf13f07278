/**
 * Dates between formData and date inputs (payment §3: formData dates are `MM/DD/YYYY`; an HTML date
 * input uses `YYYY-MM-DD`). Never throw: anything unreadable becomes '' or `undefined`.
 */

/** A formData (or ISO) date as a date input's value; '' when unreadable. */
export function toInputDate(value: string | undefined | null): string {
  if (!value) return '';
  const slash = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (slash)
    return `${slash[3]}-${(slash[1] ?? '').padStart(2, '0')}-${(slash[2] ?? '').padStart(2, '0')}`;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  return iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : '';
}

/** A date input's value as a formData date (`MM/DD/YYYY`); undefined when it is not `YYYY-MM-DD`. */
export function toFormDataDate(value: string | undefined | null): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value?.trim() ?? '');
  return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : undefined;
}

/** Today as YYYY-MM-DD in the applicant's local calendar (the `max` of date inputs). */
export function todayInputDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
