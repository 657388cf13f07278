import { toFormDataDate, toInputDate, todayInputDate } from './form-dates';

describe('formData dates and date inputs (payment §3: formData dates are MM/DD/YYYY)', () => {
  it('reads MM/DD/YYYY and ISO dates into a date input value', () => {
    expect(toInputDate('3/30/1978')).toBe('1978-03-30');
    expect(toInputDate('12/01/2026')).toBe('2026-12-01');
    expect(toInputDate('2026-11-21T08:00:00Z')).toBe('2026-11-21');
    expect(toInputDate('soon')).toBe('');
    expect(toInputDate(undefined)).toBe('');
  });

  it('writes a date input value as MM/DD/YYYY', () => {
    expect(toFormDataDate('1978-03-30')).toBe('03/30/1978');
    expect(toFormDataDate('')).toBeUndefined();
    expect(toFormDataDate('03/30/1978')).toBeUndefined();
  });

  it("gives today's local date for the date inputs' max", () => {
    expect(todayInputDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
