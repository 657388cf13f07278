import { isRecurringEligible, recurringEligibleApplications } from './recurring-eligibility';

// Payment-certificates spec §5 Validation rules (follow-up lab test with an OR number): valid
// applications are completed ones whose approvedDate is not in the future with the relevant social
// hygiene or water analysis completed.
const NOW = new Date('2026-11-21T04:00:00Z'); // 12:00 Manila

const completedShl = {
  status: 'Completed',
  approvedDate: '2026-11-19T02:00:00Z',
  socialHygieneCompleted: true,
  waterAnalysisCompleted: false,
};

describe('isRecurringEligible (payment §5 follow-up lab test: valid applications)', () => {
  it('accepts a completed, already approved application with social hygiene completed for SHL', () => {
    expect(isRecurringEligible(completedShl, 'SHL', NOW)).toBe(true);
  });

  it('needs the lab of the requested type: water analysis for WAL', () => {
    expect(isRecurringEligible(completedShl, 'WAL', NOW)).toBe(false);
    expect(isRecurringEligible({ ...completedShl, waterAnalysisCompleted: true }, 'WAL', NOW)).toBe(
      true,
    );
    expect(
      isRecurringEligible({ ...completedShl, socialHygieneCompleted: false }, 'SHL', NOW),
    ).toBe(false);
  });

  it('ignores the case of the status and refuses anything but completed', () => {
    expect(isRecurringEligible({ ...completedShl, status: 'COMPLETED' }, 'SHL', NOW)).toBe(true);
    for (const status of ['Submitted', 'For Review', 'on hold', 'Rejected', '', null]) {
      expect(isRecurringEligible({ ...completedShl, status }, 'SHL', NOW)).toBe(false);
    }
  });

  it('refuses an approvedDate in the future, accepts today (Manila calendar), refuses a missing one', () => {
    expect(isRecurringEligible({ ...completedShl, approvedDate: '2026-11-22' }, 'SHL', NOW)).toBe(
      false,
    );
    expect(isRecurringEligible({ ...completedShl, approvedDate: '2026-11-21' }, 'SHL', NOW)).toBe(
      true,
    );
    expect(isRecurringEligible({ ...completedShl, approvedDate: '11/21/2026' }, 'SHL', NOW)).toBe(
      true,
    );
    expect(isRecurringEligible({ ...completedShl, approvedDate: undefined }, 'SHL', NOW)).toBe(
      false,
    );
    expect(isRecurringEligible({ ...completedShl, approvedDate: 'soon' }, 'SHL', NOW)).toBe(false);
  });

  it('is false for no application', () => {
    expect(isRecurringEligible(null, 'SHL', NOW)).toBe(false);
    expect(isRecurringEligible(undefined, 'WAL', NOW)).toBe(false);
  });
});

describe('recurringEligibleApplications (payment §5: forms are disabled when there are none)', () => {
  it('keeps only the valid applications, in order', () => {
    const list = [
      { id: 'a', ...completedShl },
      { id: 'b', ...completedShl, status: 'Submitted' },
      { id: 'c', ...completedShl, approvedDate: '2026-12-01' },
      { id: 'd', ...completedShl },
    ];
    expect(recurringEligibleApplications(list, 'SHL', NOW).map((a) => a.id)).toEqual(['a', 'd']);
    expect(recurringEligibleApplications(list, 'WAL', NOW)).toEqual([]);
  });

  it('gives an empty list for a missing list', () => {
    expect(recurringEligibleApplications(null, 'SHL', NOW)).toEqual([]);
  });
});
