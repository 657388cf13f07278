import { inHouseResultTime } from './in-house-lab';

// Manila is UTC+8: 08:30 Manila = 00:30Z.
const at = (manilaHour: number, minute = 30) =>
  new Date(Date.UTC(2026, 10, 21, manilaHour - 8, minute));

describe('inHouseResultTime (intake §9 in-house laboratory schedule; payment §9)', () => {
  it.each([
    [8, '10:00 AM'],
    [10, '12:00 PM'],
    [12, '2:30 PM'],
    [13, '3:00 PM'],
  ])("submission in the %i o'clock window gives %s", (hour, result) => {
    expect(inHouseResultTime(at(hour))).toBe(result);
    expect(inHouseResultTime(at(hour, 0))).toBe(result);
  });
  it.each([7, 9, 11, 14, 17])("gives no time outside the windows (%i o'clock)", (hour) => {
    expect(inHouseResultTime(at(hour))).toBeUndefined();
  });
  it('gives no time for malformed input', () => {
    expect(inHouseResultTime('later')).toBeUndefined();
  });
});
