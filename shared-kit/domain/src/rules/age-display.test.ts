/** payment-certificates spec §5: age in years, months under one year; digital certificate age. */
import { ageOn, digitalCertificateAge, displayAge, formatAge } from './age-display';

describe('payment §5: age shown in years, or months if under one year', () => {
  it('shows months the day before the first birthday and years on it', () => {
    expect(ageOn('01/15/2025', '2026-01-14')).toEqual({ value: 11, unit: 'months' });
    expect(displayAge('01/15/2025', '2026-01-14')).toBe('11 months');
    expect(ageOn('01/15/2025', '2026-01-15')).toEqual({ value: 1, unit: 'years' });
    expect(displayAge('01/15/2025', '2026-01-15')).toBe('1 year');
  });
  it('counts completed months for babies', () => {
    expect(displayAge('2026-11-21', '2026-11-21')).toBe('0 months');
    expect(displayAge('2026-10-21', '2026-11-20')).toBe('0 months');
    expect(displayAge('2026-10-21', '2026-11-21')).toBe('1 month');
  });
  it('counts completed years at the birthday boundary', () => {
    expect(displayAge('06/30/2000', '2026-06-29')).toBe('25 years');
    expect(displayAge('06/30/2000', '2026-06-30')).toBe('26 years');
  });
  it('is empty for an unreadable birth date', () => {
    expect(ageOn('31/31/2000', '2026-01-01')).toBeUndefined();
    expect(displayAge('', '2026-01-01')).toBe('');
    expect(formatAge(undefined)).toBe('');
  });
});

describe('payment §5: digital certificate age = update year minus birth year', () => {
  it('ignores month and day', () => {
    expect(digitalCertificateAge('12/31/2000', '2026-01-01')).toBe(26);
    expect(digitalCertificateAge('01/01/2000', '2026-12-31')).toBe(26);
  });
  it('is undefined when a date is missing', () => {
    expect(digitalCertificateAge('01/01/2000', undefined)).toBeUndefined();
  });
});
