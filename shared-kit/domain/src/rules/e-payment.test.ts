import { hasEPayment, isEPayment } from './e-payment';
import { isOnlinePayEnabled } from './payment';

describe('e-payment made (payment §3 paymentType, §4 online pay button)', () => {
  it('counts a payment of type ONLINE, case ignored', () => {
    expect(isEPayment({ paymentType: 'ONLINE' })).toBe(true);
    expect(isEPayment({ paymentType: 'online' })).toBe(true);
    expect(isEPayment({ paymentType: 'MANUAL' })).toBe(false);
    expect(isEPayment({})).toBe(false);
    expect(isEPayment(null)).toBe(false);
  });
  it('is true when any payment of the application is an e-payment', () => {
    expect(hasEPayment([{ paymentType: 'MANUAL' }, { paymentType: 'ONLINE' }])).toBe(true);
    expect(hasEPayment([{ paymentType: 'MANUAL' }, { paymentType: null }])).toBe(false);
    expect(hasEPayment(undefined)).toBe(false);
  });
  it('feeds the online pay button rule', () => {
    const payments = [{ status: 'For Review', paymentType: 'ONLINE' }];
    expect(isOnlinePayEnabled({ payments, ePaymentMade: hasEPayment(payments) })).toBe(false);
    const manual = [{ status: 'For Review', paymentType: 'MANUAL' }];
    expect(isOnlinePayEnabled({ payments: manual, ePaymentMade: hasEPayment(manual) })).toBe(true);
  });
});
