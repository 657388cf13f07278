import {
  advanceFlowStep,
  currentStepRoute,
  hasStep,
  headApprovalState,
  isStepCompleted,
  latestStep,
  latestStepOf,
  stepStatusOf,
} from './audit-log';
import type { AuditLogEntry } from './audit-log';

const now = new Date('2026-11-21T10:00:00Z');

describe('advanceFlowStep (intake §4 Flow steps; payment §4)', () => {
  it('marks the in-progress entry completed and appends a new in-progress entry (intake §4 Flow steps)', () => {
    const logs: AuditLogEntry[] = [
      { transactionType: 'Application Form', status: 'COMPLETED', logDate: '2026-11-01T00:00:00Z' },
      {
        transactionType: 'Upload Requirements',
        status: 'IN_PROGRESS',
        logDate: '2026-11-02T00:00:00Z',
      },
    ];
    const next = advanceFlowStep(logs, 'Requirements Validation', now);
    expect(next).toEqual([
      logs[0],
      {
        transactionType: 'Upload Requirements',
        status: 'COMPLETED',
        logDate: '2026-11-02T00:00:00Z',
      },
      {
        transactionType: 'Requirements Validation',
        status: 'IN_PROGRESS',
        logDate: now.toISOString(),
      },
    ]);
    expect(logs[1]?.status).toBe('IN_PROGRESS');
  });

  it('starts a log from nothing or malformed input (intake §4 Flow steps)', () => {
    expect(advanceFlowStep(undefined, 'Application Form', now)).toHaveLength(1);
    expect(
      advanceFlowStep([null, 3] as unknown as AuditLogEntry[], 'Application Form', now),
    ).toHaveLength(1);
  });

  it('leaves REQUIRES_UPDATE entries alone (payment §4 audit statuses)', () => {
    const next = advanceFlowStep(
      [{ transactionType: 'Payment Validation', status: 'REQUIRES_UPDATE' }],
      'Head Approval',
      now,
    );
    expect(next[0]?.status).toBe('REQUIRES_UPDATE');
  });
});

describe('latest-step helpers (intake §4 Update Details icon, HIV seminar, Head approval)', () => {
  const logs: AuditLogEntry[] = [
    { transactionType: 'HIV Seminar', status: 'IN_PROGRESS', logDate: '2026-11-03T00:00:00Z' },
    { transactionType: 'Application Form', status: 'COMPLETED', logDate: '2026-11-01T00:00:00Z' },
    { transactionType: 'hiv seminar', status: 'completed', logDate: '2026-11-04T00:00:00Z' },
  ];

  it('finds the latest entry by logDate', () => {
    expect(latestStep(logs)?.logDate).toBe('2026-11-04T00:00:00Z');
    expect(latestStep([])).toBeUndefined();
  });

  it('finds the latest entry of a type, case-insensitively', () => {
    expect(latestStepOf(logs, 'HIV Seminar')?.status).toBe('completed');
    expect(stepStatusOf(logs, 'HIV Seminar')).toBe('COMPLETED');
    expect(isStepCompleted(logs, 'HIV Seminar')).toBe(true);
    expect(hasStep(logs, 'Upload Requirements')).toBe(false);
  });

  it('reads head approval from the COMPLETED Head Approval step with its logDate (intake §4 Head approval)', () => {
    expect(headApprovalState(logs)).toEqual({ approved: false, approvedAt: undefined });
    const approved = headApprovalState([
      ...logs,
      { transactionType: 'Head Approval', status: 'COMPLETED', logDate: '2026-11-05T00:00:00Z' },
    ]);
    expect(approved.approved).toBe(true);
    expect(approved.approvedAt?.toISOString()).toBe('2026-11-05T00:00:00.000Z');
  });

  it('routes to the latest step, or the application form (intake §2 routes)', () => {
    expect(currentStepRoute(logs)).toBe('/hiv-seminar');
    expect(currentStepRoute(null)).toBe('/application-form');
  });
});
