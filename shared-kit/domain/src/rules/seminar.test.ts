import { bulkSeminarState, seminarNextStepsEnabled, seminarState } from './seminar';

const done = [{ transactionType: 'HIV Seminar', status: 'COMPLETED' }];
const going = [{ transactionType: 'HIV Seminar', status: 'IN_PROGRESS' }];

describe('HIV seminar state (intake §4 HIV seminar)', () => {
  it('shows the completed page when the latest HIV Seminar step is COMPLETED', () => {
    expect(seminarState({ auditLogs: done, examResult: { pass: true } })).toEqual({
      showCompletedPage: true,
      showCertificate: true,
      previousSeminarValid: false,
      nextStepsEnabled: true,
    });
  });
  it('shows the completed page when a health card requirement is already uploaded, saying a previous seminar is valid', () => {
    expect(seminarState({ auditLogs: going, hasHealthCardUpload: true })).toEqual({
      showCompletedPage: true,
      showCertificate: false,
      previousSeminarValid: true,
      nextStepsEnabled: false,
    });
  });
  it('shows the video otherwise', () => {
    expect(seminarState({ auditLogs: going }).showCompletedPage).toBe(false);
    expect(seminarState({}).showCompletedPage).toBe(false);
  });
  it('enables next steps only when the seminar is COMPLETED', () => {
    expect(seminarNextStepsEnabled(done)).toBe(true);
    expect(seminarNextStepsEnabled(going)).toBe(false);
    expect(seminarNextStepsEnabled(undefined)).toBe(false);
  });
  it('bulk: COMPLETED only when all applicants are done, otherwise in progress', () => {
    expect(bulkSeminarState(['COMPLETED', 'completed'])).toBe('COMPLETED');
    expect(bulkSeminarState(['COMPLETED', 'IN_PROGRESS'])).toBe('IN_PROGRESS');
    expect(bulkSeminarState([])).toBe('IN_PROGRESS');
    expect(bulkSeminarState(undefined)).toBe('IN_PROGRESS');
  });
});
