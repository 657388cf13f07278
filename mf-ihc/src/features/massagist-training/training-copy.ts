/** Page copy of Massagist Training that the spec names without giving words (wording ours). */
export const TRAINING_COPY = {
  loading: 'Loading the training sessions',
  loadFailure: 'The training sessions could not be loaded. Please try again.',
  completedOn: (date: string) => `Training completed on ${date}.`,
  inProgressBody: 'You are registered for the training session below. Please attend it.',
  registered: 'You are registered for the training session.',
  columnTraining: 'Training',
  columnStart: 'Start',
  columnEnd: 'End',
  columnLocation: 'Location',
  columnSlots: 'Slots left',
  registerFor: (name: string) => `Register for ${name}`,
  toHeadApproval: 'Go to Head Approval',
} as const;
