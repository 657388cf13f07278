/**
 * Page copy of the shared flows (`@qce/shared-kit/flows`): payment, payment validation, head
 * approval and review states. The specs name these texts without giving their words, so every entry
 * here is "(wording ours)"; the spec's quoted strings stay in `MESSAGES` (messages.ts) and the flows
 * use them from there.
 */
export const FLOW_MESSAGES = {
  payment: {
    loadFailure: 'The order of payment could not be loaded. Please try again.',
    noOrders: 'No order of payment has been issued yet.',
    referenceNumber: (ref: string) => `Reference Number: ${ref}`,
    columnItem: 'Item',
    columnAmount: 'Amount',
    total: 'Total',
    itemsCaption: (ref: string) => `Order of payment ${ref} items`,
    printingNoticeConfirm: 'I understand',
    treasurerInstructions:
      "Print the order of payment and pay at the city treasurer's office, then upload your proof of payment.",
    onlineInstructions: 'Pay the current order of payment online through the e-payment service.',
    onlineAlreadyRequested:
      'An online payment has already been requested for this order of payment.',
    nothingPayable: 'There is no unpaid order of payment.',
    onlineOpened: 'The online payment page opened in a new tab.',
    openOnlinePage: 'Open the online payment page',
    onlineFailure: 'The online payment could not be requested. Please try again later.',
    proceedConfirm: 'Proceed',
    applicantsTitle: 'Per Applicant Amounts',
    applicantsCaption: 'Amount per applicant',
    columnName: 'Name',
    columnBirthDate: 'Birth Date',
    columnReference: 'Reference Number',
    printListTitle: 'List of applicants',
    printListLoading: 'Preparing the list of applicants…',
  },
  validation: {
    loadFailure: 'The payment details could not be loaded. Please try again.',
    viewOrderOfPayment: 'View Order of Payment',
    receiptHint: 'Accepted File Types are: png, jpeg, jpg',
    inProgressBody:
      'Your proof of payment was submitted. You will be able to continue once the department validates it.',
    requiresUpdateTitle: 'Payment Requires Update',
    requiresUpdateBody: 'Please update your proof of payment and submit it again.',
    noRemarks: 'No remarks were given.',
    continue: 'Continue',
    refresh: 'Check again',
  },
  headApproval: {
    loadFailure: 'The approval status could not be loaded. Please try again.',
    waiting: "Your application is waiting for the department head's approval.",
    approvedOn: (date: string) => `Approved on ${date}`,
    continue: 'Continue',
  },
  review: {
    underReviewBulk: 'The department head is reviewing the applications in your bulk application.',
    underReviewSp: 'The department head is reviewing your sanitary permit application.',
  },
} as const;

export type FlowMessages = typeof FLOW_MESSAGES;
