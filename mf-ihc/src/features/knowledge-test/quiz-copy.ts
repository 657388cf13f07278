/** Page copy of the knowledge test that the spec names without giving words (wording ours). */
export const QUIZ_COPY = {
  title: 'Knowledge Test',
  partialFailure: 'Your answer could not be saved. Please check your connection and try again.',
  submitFailure: 'Your answers could not be submitted. Please try again.',
  submitAnswers: 'Submit answers',
  loading: 'Loading the knowledge test',
  backToSeminar: 'Back to HIV Video Seminar',
  viewResult: 'View your test result',
} as const;

/**
 * Session keys shared with the result page through sessionStorage only (features never import each
 * other): the result of the last submitted test, read by `/ihc/quiz-results/`.
 */
export const quizResultDraftKey = (appId: string) => `qce-ihc:quiz-result:${appId}`;
export const quizPaperDraftKey = (appId: string) => `qce-ihc:knowledge-test:${appId}`;
