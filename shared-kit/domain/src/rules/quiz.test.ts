import {
  clockOffsetMs,
  toDeviceTime,
  canRetryQuiz,
  examLanguage,
  questionCount,
  quizNextStep,
  quizRetryAvailableAt,
  scoreQuiz,
} from './quiz';

const questions = Array.from({ length: 10 }, (_, i) => ({
  question: `Q${i}`,
  options: ['a', 'b'],
  answer: 'a',
}));

describe('quiz (intake §2 Knowledge test result, §4 Knowledge test, §9)', () => {
  it('defaults to 10 questions when the count is unknown (intake §9)', () => {
    expect(questionCount(undefined)).toBe(10);
    expect(questionCount(-1)).toBe(10);
    expect(questionCount(5)).toBe(5);
  });

  it('defaults the exam language to PH (intake §9)', () => {
    expect(examLanguage('EN')).toBe('EN');
    expect(examLanguage('xx')).toBe('PH');
  });

  it('scores correct out of total and passes at the pass mark (intake §2 Knowledge test result)', () => {
    const answers = Object.fromEntries(questions.map((q, i) => [q.question, i < 7 ? 'A ' : 'b']));
    expect(scoreQuiz(questions, answers)).toEqual({
      pass: true,
      totalCorrect: 7,
      totalQuestions: 10,
    });
    const fewer = Object.fromEntries(questions.map((q, i) => [q.question, i < 6 ? 'a' : 'b']));
    expect(scoreQuiz(questions, fewer).pass).toBe(false);
  });

  it('handles missing questions/answers without throwing', () => {
    expect(scoreQuiz(undefined, undefined)).toEqual({
      pass: false,
      totalCorrect: 0,
      totalQuestions: 0,
    });
    expect(scoreQuiz(questions, null).totalCorrect).toBe(0);
  });

  it('leads a pass to Head Approval or Massagist Training and a fail back to the seminar (intake §4 Knowledge test)', () => {
    expect(quizNextStep({ pass: true })).toBe('head-approval');
    expect(quizNextStep({ pass: true, needsMassagistTraining: true })).toBe('massagist-training');
    expect(quizNextStep({ pass: false, needsMassagistTraining: true })).toBe('hiv-seminar');
  });

  it('allows a retry 30 minutes after a fail (intake §4 Knowledge test, §9)', () => {
    const failedAt = '2026-11-21T10:00:00Z';
    expect(quizRetryAvailableAt(failedAt)?.toISOString()).toBe('2026-11-21T10:30:00.000Z');
    expect(canRetryQuiz(new Date('2026-11-21T10:29:59Z'), failedAt)).toBe(false);
    expect(canRetryQuiz(new Date('2026-11-21T10:30:00Z'), failedAt)).toBe(true);
    expect(canRetryQuiz(new Date(), undefined)).toBe(true);
  });
});

describe("the retry wait follows the backend's clock (intake §4 Knowledge test, §9; issue 23 item 9)", () => {
  const received = new Date('2026-03-01T15:00:00Z');
  it("measures how far the device's clock is from the backend's Date header", () => {
    expect(clockOffsetMs('Sun, 01 Mar 2026 12:00:00 GMT', received)).toBe(-3 * 3_600_000);
    expect(clockOffsetMs(undefined, received)).toBeUndefined();
    expect(clockOffsetMs('not a date', received)).toBeUndefined();
  });
  it('a device 3 hours ahead still waits the full 30 minutes after a fail', () => {
    const offset = clockOffsetMs('Sun, 01 Mar 2026 12:00:00 GMT', received) ?? 0;
    const retryAt = quizRetryAvailableAt('2026-03-01T12:00:00Z');
    expect(toDeviceTime(retryAt, offset)?.toISOString()).toBe('2026-03-01T15:30:00.000Z');
    expect(toDeviceTime('garbage', offset)).toBeUndefined();
  });
});
