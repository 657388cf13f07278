import {
  ageInYears,
  calendarDay,
  formatLongDate,
  formatShortDate,
  isAfterToday,
  manilaParts,
  parseDate,
} from './dates';

describe('dates (shared date reading for intake §5 and payment §5 date rules)', () => {
  it('parses ISO, MM/DD/YYYY (payment §3 formData birthDate) and Date inputs', () => {
    expect(parseDate('2026-11-21')?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(parseDate('11/21/2026')?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(parseDate(new Date('2026-01-01T00:00:00Z'))?.getUTCFullYear()).toBe(2026);
  });

  it('returns undefined for malformed input instead of throwing', () => {
    for (const bad of [
      '',
      'nope',
      '13/40/2020',
      '2026-02-30',
      null,
      undefined,
      {},
      NaN,
      new Date('x'),
    ]) {
      expect(parseDate(bad)).toBeUndefined();
    }
  });

  it('reads instants on the Manila calendar', () => {
    expect(manilaParts(new Date('2026-11-21T20:00:00Z'))).toMatchObject({ day: 22, hour: 4 });
    expect(calendarDay('2026-11-21T20:00:00Z')).toBe('2026-11-22');
    expect(calendarDay('2026-11-21')).toBe('2026-11-21');
  });

  it('compares calendar days for "not later than today"', () => {
    const now = new Date('2026-11-21T03:00:00Z');
    expect(isAfterToday('2026-11-21', now)).toBe(false);
    expect(isAfterToday('2026-11-22', now)).toBe(true);
    expect(isAfterToday('garbage', now)).toBe(false);
  });

  it('computes whole years of age by calendar day', () => {
    expect(ageInYears('2008-11-22', '2026-11-21')).toBe(17);
    expect(ageInYears('2008-11-21', '2026-11-21')).toBe(18);
    expect(ageInYears(undefined, '2026-11-21')).toBeUndefined();
  });
});

describe('formatLongDate', () => {
  it('shows a date-only value as written, in long form', () => {
    expect(formatLongDate('2026-11-21')).toBe('November 21, 2026');
    expect(formatLongDate('11/21/2026')).toBe('November 21, 2026');
  });

  it("shows an instant on the department's calendar (Manila, UTC+8)", () => {
    expect(formatLongDate('2026-11-21T15:59:00Z')).toBe('November 21, 2026');
    expect(formatLongDate('2026-11-21T16:00:00Z')).toBe('November 22, 2026');
  });

  it('gives nothing for what it cannot read', () => {
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('not a date')).toBe('');
    expect(formatLongDate(null)).toBe('');
  });
});

describe('formatShortDate', () => {
  it('writes every month the way en-PH abbreviates it', () => {
    const months = Array.from({ length: 12 }, (_, index) =>
      formatShortDate(`2026-${String(index + 1).padStart(2, '0')}-05`),
    );
    const intl = new Intl.DateTimeFormat('en-PH', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(months).toEqual(
      Array.from({ length: 12 }, (_, index) => intl.format(new Date(Date.UTC(2026, index, 5)))),
    );
    expect(months[8]).toBe('Sep 5, 2026');
  });

  it("shows an instant on the department's calendar and nothing for what it cannot read", () => {
    expect(formatShortDate('2026-11-21T16:00:00Z')).toBe('Nov 22, 2026');
    expect(formatShortDate('11/21/2026')).toBe('Nov 21, 2026');
    expect(formatShortDate('soon')).toBe('');
  });
});
