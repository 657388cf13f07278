import {
  RECURRING_FLOW,
  isRecurringEntryOf,
  recurringStepStatus,
  recurringSteps,
} from './recurring-steps';

// Payment-certificates spec §2 "Flow order" and §4 "Recurring steps": not started, in progress,
// completed; status comes from the audit entry whose transaction type contains recurring and matches
// the step label.
const log = (transactionType: string, status: string, logDate: string) => ({
  transactionType,
  status,
  logDate,
});

describe('RECURRING_FLOW (payment §2 Flow order)', () => {
  it('is payment, lab notification, certificate issuing for SHL and permit issuing for WAL', () => {
    expect(RECURRING_FLOW.SHL).toEqual(['payment', 'labNotification', 'certificateIssuing']);
    expect(RECURRING_FLOW.WAL).toEqual(['payment', 'labNotification', 'permitIssuing']);
  });
});

describe('isRecurringEntryOf (payment §4: contains recurring and matches the label)', () => {
  it('matches case-insensitively and needs the word recurring', () => {
    expect(isRecurringEntryOf(log('RECURRING PAYMENT', 'COMPLETED', ''), 'Recurring Payment')).toBe(
      true,
    );
    expect(isRecurringEntryOf(log('Payment Validation', 'COMPLETED', ''), 'Payment')).toBe(false);
    expect(
      isRecurringEntryOf(log('Recurring Laboratory', 'COMPLETED', ''), 'Recurring Payment'),
    ).toBe(false);
    expect(isRecurringEntryOf(null, 'Recurring Payment')).toBe(false);
    expect(isRecurringEntryOf(log('Recurring Payment', 'COMPLETED', ''), '')).toBe(false);
  });
});

describe('recurringStepStatus (payment §4 Recurring steps)', () => {
  it('is not started without an entry', () => {
    expect(recurringStepStatus([], 'Recurring Payment')).toEqual({ status: 'not started' });
    expect(recurringStepStatus(null, 'Recurring Payment')).toEqual({ status: 'not started' });
  });

  it('is in progress for an IN_PROGRESS (or any other) entry', () => {
    const logs = [log('Recurring Payment', 'IN_PROGRESS', '2026-11-20T01:00:00Z')];
    expect(recurringStepStatus(logs, 'Recurring Payment')).toEqual({ status: 'in progress' });
    const update = [log('Recurring Payment', 'REQUIRES_UPDATE', '2026-11-20T01:00:00Z')];
    expect(recurringStepStatus(update, 'Recurring Payment').status).toBe('in progress');
  });

  it('is completed with the entry date, reading the latest entry of the step', () => {
    const logs = [
      log('Recurring Payment', 'IN_PROGRESS', '2026-11-20T01:00:00Z'),
      log('Recurring Payment', 'COMPLETED', '2026-11-21T01:00:00Z'),
      log('Recurring Laboratory', 'IN_PROGRESS', '2026-11-21T01:00:00Z'),
    ];
    expect(recurringStepStatus(logs, 'Recurring Payment')).toEqual({
      status: 'completed',
      completedAt: new Date('2026-11-21T01:00:00Z'),
    });
  });

  it('ignores entries of the intake flow with a similar name', () => {
    const logs = [log('Payment Validation', 'COMPLETED', '2026-11-20T01:00:00Z')];
    expect(recurringStepStatus(logs, 'Recurring Payment').status).toBe('not started');
  });
});

describe('recurringSteps (payment §2, §4)', () => {
  const logs = [
    log('Recurring Payment', 'COMPLETED', '2026-11-20T01:00:00Z'),
    log('Recurring Laboratory', 'IN_PROGRESS', '2026-11-20T01:00:00Z'),
  ];

  it('gives each SHL step its label and status in order', () => {
    expect(recurringSteps(logs, 'SHL').map((s) => [s.label, s.status])).toEqual([
      ['Recurring Payment', 'completed'],
      ['Recurring Laboratory', 'in progress'],
      ['Recurring Certificate', 'not started'],
    ]);
  });

  it('ends the WAL flow with the permit step', () => {
    const done = [...logs, log('Recurring Permit', 'COMPLETED', '2026-11-22T01:00:00Z')];
    expect(recurringSteps(done, 'WAL').map((s) => [s.id, s.status])).toEqual([
      ['payment', 'completed'],
      ['labNotification', 'in progress'],
      ['permitIssuing', 'completed'],
    ]);
  });
});
