import { currentPayable, isOnlinePayEnabled, paymentEntryLabel } from './payment';

describe('payment entry (payment §4)', () => {
  it('shows Completed as Paid and anything else as Unpaid', () => {
    expect(paymentEntryLabel('Completed')).toBe('Paid');
    expect(paymentEntryLabel('COMPLETED')).toBe('Paid');
    expect(paymentEntryLabel('For Review')).toBe('Unpaid');
    expect(paymentEntryLabel(undefined)).toBe('Unpaid');
  });
  it.each(['For Review', 'requires update', 'SUBMITTED'])(
    'treats %s as the current payable (case ignored)',
    (status) => {
      expect(currentPayable([{ status: 'Completed' }, { status, refNum: 'R' }])?.refNum).toBe('R');
    },
  );
  it('has no current payable otherwise', () => {
    expect(currentPayable([{ status: 'Completed' }])).toBeUndefined();
    expect(currentPayable(undefined)).toBeUndefined();
  });
  it('disables online pay when an e-payment is made or no current payable exists', () => {
    const payments = [{ status: 'Submitted' }];
    expect(isOnlinePayEnabled({ payments })).toBe(true);
    expect(isOnlinePayEnabled({ payments, ePaymentMade: true })).toBe(false);
    expect(isOnlinePayEnabled({ payments: [{ status: 'Completed' }] })).toBe(false);
  });
});
