/**
 * Page copy of the HIV seminar pages that the spec names without giving words (wording ours). The
 * spec's own strings come from `MESSAGES.seminar` / `MESSAGES.quiz` in `@qce/shared-kit/messages`.
 */
export const SEMINAR_COPY = {
  instructionsTitle: 'Instructions',
  instructions: [
    'Watch the whole HIV seminar video below.',
    'Choose the language of the knowledge test: English or Tagalog.',
    'Select Test your knowledge to answer 10 questions, one at a time.',
    'If you do not pass, you can watch the video again and retry the test after 30 minutes.',
  ],
  videoTitle: 'HIV seminar video',
  videoUnavailable:
    'The seminar video cannot be shown right now. Please refresh the page or try again in a while; you can still take the knowledge test.',
  videoOpenLink: 'Open the video in a new tab',
  labStatusPending: 'Not started',
  nextStepsTitle: 'Next steps',
  toHeadApproval: 'Go to Head Approval',
  toMassagistTraining: 'Go to Massagist Training',
  nextStepsLocked: 'The next steps open once your HIV seminar step is completed.',
  retryAvailableIn: (time: string) => `You can take the test again in ${time}.`,
  certificateTitle: 'HIV Seminar Certificate',
  certificateBody: (name: string) =>
    `This certifies that ${name} has attended the HIV Video Seminar and completed the knowledge test.`,
  certificateApplication: 'Application ID',
  certificateCompleted: 'Date completed',
  certificateResult: 'Knowledge test',
  print: 'Print',
  backToSeminar: 'Back to HIV Video Seminar',
  loadFailure: 'The seminar status could not be loaded. Please try again.',
} as const;
