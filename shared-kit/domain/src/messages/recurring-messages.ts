import { MESSAGES } from './messages';
import { FOLLOW_UP_REQUEST, TRACK_FIRST_PAGES } from './static-pages';

/**
 * Page copy of the follow-up (recurring) SHL and WAL flows (payment-certificates spec §2 Recurring
 * applications, §4, §8). The spec names these texts without giving their words, so every entry here
 * is "(wording ours)"; the spec's own strings (page labels, 'Please check if you entered the correct OR
 * number and try again.', 'No records found') stay in `MESSAGES` and the pages use them from there.
 */
export const RECURRING_MESSAGES = {
  /** The track pages' heading (the landing card titles; `messages/static-pages`). */
  titles: {
    SHL: TRACK_FIRST_PAGES.SHL.title,
    WAL: TRACK_FIRST_PAGES.WAL.title,
  },
  permitIssuing: 'Permit Issuing',
  /** @deprecated `MESSAGES.common.notFoundTitle` (the kit's `NotFoundPage`); kept for tracks built with kit < 4.2. */
  notFoundTitle: MESSAGES.common.notFoundTitle,
  notFoundBody: (labType: string) =>
    `"${labType}" is not a follow-up service. Choose Follow-up Laboratory or Follow-up Water Analysis on the applications page.`,
  pageNotFound: 'This follow-up page does not exist.',
  /** @deprecated `MESSAGES.common.backToApplications`; kept for tracks built with kit < 4.2. */
  backToApplications: MESSAGES.common.backToApplications,
  ongoingCaption: 'Ongoing follow-up applications',
  columnApplicationId: 'Application ID',
  columnDate: 'Date',
  columnStatus: 'Status',
  openApplication: (id: string) => `Open the order of payment of application ${id}`,
  listFailure: 'Your follow-up applications could not be loaded. Please try again.',
  /** The request panel (the page's first panel; `messages/static-pages` for the static HTML). */
  requestTitle: FOLLOW_UP_REQUEST.heading,
  requestIntro: FOLLOW_UP_REQUEST.text,
  noValidExplanation: {
    SHL: 'You need a completed, approved health certificate application whose social hygiene laboratory is completed.',
    WAL: 'You need a completed, approved sanitary permit application whose water analysis is completed.',
  },

  chooseApplication: 'Choose an application',
  submitRequest: 'Request follow-up',
  requestCreated: (id: string) =>
    `Your follow-up request was created (application ${id}). Continue with its order of payment.`,
  paymentNotCreated:
    'Payment not created. Your follow-up request could not be completed, please try again later.',
  noOrderItem:
    'Payment not created. The follow-up fee is not available right now, please try again later.',
  labStatusLabel: 'Laboratory status',
  labInProgress:
    'Your laboratory result is in progress. This page shows Completed once the laboratory has finished.',
  labCompleted: 'Your laboratory result is completed.',
  labNotYet: 'Your laboratory request has not been received yet.',
  labFailure: 'The laboratory status could not be loaded. Please try again.',
  continueToCertificate: 'View Recurring Certificate',
  continueToPermit: 'View Permit',
  certificateNotReady:
    'Your result certificate is issued once the laboratory has completed your result.',
  documentLoading: 'Loading the result certificate',
  noApplication: 'Choose a follow-up application first.',
  stepsFailure: 'The progress of this application could not be loaded. Please try again.',
  checkAgain: 'Check again',
} as const;

export type RecurringMessages = typeof RECURRING_MESSAGES;
