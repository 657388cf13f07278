import { paymentValidationState } from './payment-validation-state';

const log = (status: string) => [
  {
    transactionType: 'Requirements Validation',
    status: 'COMPLETED',
    logDate: '2026-11-01T00:00:00Z',
  },
  { transactionType: 'Payment Validation', status, logDate: '2026-11-02T00:00:00Z' },
];

describe('payment validation state (payment §2 Payment validation screen, §4)', () => {
  it('shows the form while the order is unpaid', () => {
    expect(
      paymentValidationState({ paymentStatus: 'For Review', auditLogs: log('IN_PROGRESS') }),
    ).toBe('form');
    expect(paymentValidationState({})).toBe('form');
  });
  it('is in progress once the proof is submitted', () => {
    expect(
      paymentValidationState({ paymentStatus: 'Submitted', auditLogs: log('IN_PROGRESS') }),
    ).toBe('in-progress');
    expect(paymentValidationState({ paymentStatus: 'SUBMITTED' })).toBe('in-progress');
  });
  it('is validated when the payment or the Payment Validation step is Completed', () => {
    expect(paymentValidationState({ paymentStatus: 'Completed' })).toBe('validated');
    expect(
      paymentValidationState({ paymentStatus: 'Submitted', auditLogs: log('COMPLETED') }),
    ).toBe('validated');
  });
  it('reopens the form when the payment or the step requires an update', () => {
    expect(paymentValidationState({ paymentStatus: 'Requires Update' })).toBe('requires-update');
    expect(paymentValidationState({ auditLogs: log('REQUIRES_UPDATE') })).toBe('requires-update');
  });
  it('is in progress again after a resubmission while the step still requires an update', () => {
    expect(
      paymentValidationState({ paymentStatus: 'Submitted', auditLogs: log('REQUIRES_UPDATE') }),
    ).toBe('in-progress');
  });
});
