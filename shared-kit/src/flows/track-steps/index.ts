/**
 * @qce/shared-kit/flows/track-steps: pieces of the IHC and SP step pages (intake §2): the application
 * form's Ongoing Application and Requirements List dialogs, Successfully Submitted, Review Completed.
 * The track keeps its routes and frame (`@qce/shared-kit/flows/step-frame`) and passes callbacks;
 * `createIntakeStepPages` makes the framed Submitted, Validation and Review pages of a track,
 * `createPaymentStepPages` its framed Order of Payment and Payment Validation pages.
 */
export { OngoingApplicationDialog } from './ongoing-application-dialog';
export { RequirementsListModal } from './requirements-list-modal';
export { ApplicationSubmittedPanel } from './application-submitted-panel';
export { ReviewOutcome } from './review-outcome';
export type { ReviewOutcomeProps } from './review-outcome';
export { paymentUserOf } from './payment-user';
export {
  UnderReviewStep,
  ReviewCompletedStep,
  ApplicationSubmittedStep,
  createIntakeStepPages,
} from './step-pages';
export type {
  IntakeStepPagesConfig,
  IntakeStepPaths,
  StepFrame,
  StepFrameContext,
  TrackPath,
} from './step-pages';
export { createPaymentStepPages } from './payment-step-pages';
export type {
  PaymentStepFrame,
  PaymentStepPagesConfig,
  PaymentStepPaths,
} from './payment-step-pages';
