import { isMinor } from './minor';

describe('isMinor (intake §9 Minor: under 18)', () => {
  it('is true under 18 at the given date', () => {
    expect(isMinor('2008-11-22', '2026-11-21')).toBe(true);
    expect(isMinor('11/21/2008', '2026-11-21')).toBe(false);
  });
  it('is false when a date is unknown', () => {
    expect(isMinor(undefined, '2026-11-21')).toBe(false);
    expect(isMinor('nope')).toBe(false);
  });
});
