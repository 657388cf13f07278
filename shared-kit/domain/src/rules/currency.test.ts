import { formatCurrency } from './currency';

describe('formatCurrency (payment §9 Currency PHP with en-PH locale)', () => {
  it('formats PHP in en-PH', () => {
    expect(formatCurrency(1234.5)).toBe('₱1,234.50');
    expect(formatCurrency('300')).toBe('₱300.00');
  });
  it('returns an empty string for non-numbers', () => {
    expect(formatCurrency(undefined)).toBe('');
    expect(formatCurrency('abc')).toBe('');
  });
});
