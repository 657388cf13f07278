import {
  confirmTrainingCompleted,
  isSessionOffered,
  offeredSessions,
  sessionStart,
  trainingState,
} from './massagist-training';

const now = new Date('2026-11-21T00:00:00Z');

describe('massagist training (intake §4 Massagist training, §9; payment §4, §9)', () => {
  it('is Completed, or Training In Progress if enrolled but not completed (intake §4)', () => {
    expect(trainingState({ enrolled: true, completed: true })).toBe('completed');
    expect(trainingState({ trainingSessionCompletedDate: '2026-11-01' })).toBe('completed');
    expect(trainingState({ enrolled: true })).toBe('in-progress');
    expect(trainingState({})).toBe('not-enrolled');
  });

  it('offers sessions starting in the future with participants below the maximum (intake §9)', () => {
    const base = { startDate: '2026-12-01', maxAllowedParticipants: 2 };
    expect(isSessionOffered({ ...base, trainingParticipants: 1 }, now)).toBe(true);
    expect(isSessionOffered({ ...base, trainingParticipants: 2 }, now)).toBe(false);
    expect(isSessionOffered({ ...base, trainingParticipants: ['a', 'b', 'c'] }, now)).toBe(false);
    expect(isSessionOffered({ ...base, startDate: '2026-11-20' }, now)).toBe(false);
  });

  it('combines startDate and startTime in Manila time', () => {
    expect(sessionStart({ startDate: '2026-11-21', startTime: '09:00' })?.toISOString()).toBe(
      '2026-11-21T01:00:00.000Z',
    );
  });

  it('skips malformed sessions without throwing', () => {
    expect(
      offeredSessions(
        [{ startDate: 'x' }, {}, { startDate: '2026-12-01', maxAllowedParticipants: 'abc' }],
        now,
      ),
    ).toEqual([]);
    expect(offeredSessions(undefined, now)).toEqual([]);
    expect(isSessionOffered(null, now)).toBe(false);
  });
});

describe('payment §2 docs/massagist (reached by QR), §4: the document vouches only for what the records show', () => {
  it('confirms attendance and completion of a session its participant completed', () => {
    expect(
      confirmTrainingCompleted(3, [
        {
          trainingSessionId: 3,
          trainingSessionCompleted: true,
          trainingSessionCompletedDate: '2026-10-02',
        },
      ]),
    ).toEqual({ confirmed: true, completedDate: '2026-10-02' });
    expect(
      confirmTrainingCompleted('3', [{ trainingSessionId: 3, trainingSessionCompleted: true }]),
    ).toEqual({ confirmed: true });
  });

  it('cannot confirm a session when the applicant completed another one (batch 4 after batch 3)', () => {
    expect(
      confirmTrainingCompleted(4, [{ trainingSessionId: 3, trainingSessionCompleted: true }]),
    ).toEqual({ confirmed: false });
  });

  it('cannot confirm a registration not yet completed, nor with no record at all', () => {
    expect(
      confirmTrainingCompleted(3, [{ trainingSessionId: 3, trainingSessionCompleted: false }]),
    ).toEqual({ confirmed: false });
    expect(confirmTrainingCompleted(3, [undefined, null])).toEqual({ confirmed: false });
    expect(confirmTrainingCompleted(3, [])).toEqual({ confirmed: false });
  });
});
