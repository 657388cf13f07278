import { buildBillNumber } from './bill-number';

describe('buildBillNumber (payment §7 online payment request)', () => {
  it('combines Manila date and time, the application id and the month letters', () => {
    expect(buildBillNumber(1234, new Date('2026-11-21T14:44:05Z'))).toBe('20261121224405-1234-NOV');
    expect(buildBillNumber('APP-9', new Date('2026-01-31T16:00:00Z'))).toBe(
      '20260201000000-APP-9-FEB',
    );
  });
  it('does not throw on malformed input', () => {
    expect(buildBillNumber(undefined, new Date('x'))).toBe('19700101080000--JAN');
    expect(buildBillNumber('a b/c', new Date('2026-05-01T00:00:00Z'))).toBe(
      '20260501080000-abc-MAY',
    );
  });
});
