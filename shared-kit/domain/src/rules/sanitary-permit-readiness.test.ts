/** payment-certificates spec §4 Sanitary permit readiness. */
import { isSanitaryPermitReady, permitTotal } from './sanitary-permit-readiness';

const base = { mayorPermitNo: 'MP-2026-001', approvedDate: '2026-11-01' };

describe('payment §4: sanitary permit readiness', () => {
  it('is ready with a permit number, approval date and an OR number', () => {
    expect(
      isSanitaryPermitReady({
        ...base,
        paymentDetailResponseDto: [{ total: 1500, officialReceiptNumber: 'OR-1' }],
      }),
    ).toBe(true);
  });
  it('is ready when the total is zero without an OR number', () => {
    expect(isSanitaryPermitReady({ ...base, paymentDetailResponseDto: [{ total: 0 }] })).toBe(true);
    expect(isSanitaryPermitReady({ ...base, paymentDetailResponseDto: [] })).toBe(true);
  });
  it('is not ready when a total is owed and no OR number exists', () => {
    expect(
      isSanitaryPermitReady({
        ...base,
        paymentDetailResponseDto: [{ total: 1500, officialReceiptNumber: ' ' }],
      }),
    ).toBe(false);
  });
  it('is not ready without a mayor permit number or an approval date', () => {
    const paid = { paymentDetailResponseDto: [{ total: 0 }] };
    expect(isSanitaryPermitReady({ ...paid, approvedDate: '2026-11-01' })).toBe(false);
    expect(isSanitaryPermitReady({ ...paid, mayorPermitNo: '', approvedDate: '2026-11-01' })).toBe(
      false,
    );
    expect(isSanitaryPermitReady({ ...paid, mayorPermitNo: 'MP-1', approvedDate: null })).toBe(
      false,
    );
    expect(isSanitaryPermitReady(undefined)).toBe(false);
  });
  it('totals the payments (strings included)', () => {
    expect(permitTotal([{ total: '100.50' }, { total: 50 }])).toBe(150.5);
    expect(permitTotal(undefined)).toBe(0);
  });
});
