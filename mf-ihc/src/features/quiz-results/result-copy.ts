/** Page copy of the knowledge test result that the spec names without giving words (wording ours). */
export const RESULT_COPY = {
  title: 'Knowledge Test Result',
  score: 'Score',
  noResult: 'You have not taken the knowledge test yet.',
  toHeadApproval: 'Go to Head Approval',
  toMassagistTraining: 'Go to Massagist Training',
  toSeminar: 'Back to HIV Video Seminar',
  retryTest: 'Retry the test',
  retryAvailableIn: (time: string) => `You can retry the test in ${time}.`,
  retryAvailableNow: 'You can now retry the test.',
} as const;

/**
 * sessionStorage keys written by the knowledge test (features share data only through storage):
 * the result of the last submit, and the chosen exam language.
 */
export const quizResultDraftKey = (appId: string) => `qce-ihc:quiz-result:${appId}`;
