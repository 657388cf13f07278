/**
 * Every user-facing string of the two specs (intake-spec.md, payment-certificates-spec.md), once.
 *
 * Quoted spec strings are copied verbatim, typos included (they are the department's wording).
 * Where a spec names a text without giving its words (tooltips, notices, page copy), the text
 * here is plain English that keeps the spec's key words; those entries are marked "(wording ours)".
 * Components and tests import from `@qce/shared-kit/messages`; nobody re-types these strings.
 */

import { LANDING_CARD_MESSAGES } from './landing-cards';

const joinTypes = (types: readonly string[]): string => types.join(', ');

export const MESSAGES = {
  /** Shared empty states and generic errors. */
  common: {
    /** intake §8, payment §2 data table: empty tables. */
    noRecords: 'No records found',
    /** payment §8 empty state (capitalised variant): the follow-up (recurring) applications list. */
    noRecordsFound: 'No Records Found',
    /** payment §8 empty state. */
    noApplicantData: 'No Applicant Data Found.',
    /** intake §8: add employee failure (no trailing period). */
    somethingWentWrong: 'Something went wrong. Please try again later',
    /** payment §8: payment submit failure (with trailing period). */
    somethingWentWrongPeriod: 'Something went wrong. Please try again later.',
    /** intake §8: training registration failure. */
    unexpectedError: 'Encountered an unexpected error, please try again later.',
    /** intake §8: bulk submit failure. */
    errorContactSupport: 'Error Encountered. Please contact support.',
    /** intake §5: submission failure. */
    internalIssue: 'Internal Issue. Please try again later.',
    loading: 'Loading…',
    confirm: 'Confirm',
    cancel: 'Cancel',
    close: 'Close',
    next: 'Next',
    back: 'Back',
    submit: 'Submit',
    goBack: 'Go Back',
    requiredMarker: '*',
    /** Panel shown when a remote track cannot be loaded (wording ours). */
    trackUnavailable: 'This section is temporarily unavailable. Please try again.',
    tryAgain: 'Try again',
    /** Every router's Not found page, for an address the portal does not have (wording ours). */
    notFoundTitle: 'Page not found',
    notFoundBody: 'This page does not exist.',
    backToApplications: 'Back to applications',
  },

  /** intake §2 Landing (/applications). */
  history: {
    empty: 'No existing history',
    individualTitle: 'Individual History',
    bulkTitle: 'Bulk History',
    columnApplicationId: 'Application ID',
    columnApplicationDate: 'Application Date',
    columnStatus: 'Status',
    /** Pending-specimen reminder dialog title. */
    submitRequirementsTitle: 'Submit Requirements',
    /** (wording ours) */
    submitRequirementsBody:
      'You have an application with a pending specimen. Please submit your requirements to continue.',
  },

  /** intake §4 application statuses and the open-from-history dialogs (intake §4, §8; payment §4). */
  status: {
    pendingSpecimen: 'pending specimen',
    alreadyRejectedCancelled: 'already rejected/cancelled',
    onHold: 'ON HOLD',
    /** payment §4: lab status counted for health-card validity (compare case-insensitively). */
    approved: 'approved',
    /** (wording ours) body of the ON HOLD dialog. */
    onHoldBody: (applicationId: string | number) => `Application ${applicationId} is ON HOLD.`,
    remarksLabel: 'Remarks',
    reasonLabel: 'Reason',
  },

  /** intake §8: dialogs shown when opening rejected/cancelled/held applications. */
  rejected: {
    title: 'Application already rejected',
    message:
      'The application you are trying to access, has already been rejected, kindly initiate a new application instead.',
    bulkRejected: 'All applications under this bulk has been rejected.',
    bulkRejectedReason: 'Reason for rejection is available on individual accounts.',
    bulkDiscarded: 'The bulk application you are trying to access has been cancelled manually.',
    bulkDiscardedInstruction: 'Please create a new bulk application instead.',
  },

  /** intake §8 Ongoing Application Detected dialog. */
  ongoing: {
    title: 'Ongoing Application Detected',
    message:
      'We found that you still have an ongoing application under the name you are trying to register.',
    instruction: 'Please complete ongoing applications before starting a new one.',
    stayOnPage: 'Stay on page',
    checkHistory: 'Check application history',
    existingIdsLabel: 'Existing application IDs',
  },

  /** intake §2 landing form, §5 Landing form. */
  landing: {
    classification: 'Classification',
    individual: 'Individual',
    bulk: 'Bulk',
    applicationType: 'Application Type',
    industry: 'Industry',
    subIndustry: 'Sub-Industry',
    businessLine: 'Business Line',
    pesoBeneficiary: 'PESO Beneficiary',
    pesoConfirm: "Are you sure that you're a PESO beneficiary?",
    /** (wording ours) the warning under the PESO confirm. */
    pesoWarning:
      'Wrong claims of being a PESO beneficiary may lead to the rejection of your application.',
    /** payment §2 landing cards (their own entry, `@qce/shared-kit/messages/landing-cards`). */
    ...LANDING_CARD_MESSAGES,
  },

  /** intake §2 application forms, §5 personal info. */
  applicationForm: {
    individualTitle: 'Individual Application Form',
    bulkTitle: 'Bulk Application Form',
    representativeTitle: 'Representative Form',
    sanitaryPermitTitle: 'Sanitary Permit Application Form',
    personalInfo: 'Personal Info',
    companyInfo: 'Company Info',
    occupationalPermit: 'Occupational Permit',
    dataPrivacyPolicy: 'Data Privacy Policy',
    /** (wording ours) terms checkbox label, links to Data Privacy Policy. */
    acceptTerms: 'I have read and agree to the Data Privacy Policy.',
    validate: 'Validate',
    occupationalPermitInvalid: 'Occupational Permit Number not valid/existing',
  },

  /** intake §5 Sanitary permit form. */
  sanitaryPermit: {
    totalMismatch:
      "Total Number of Employess doesn't match the total employees with and without Health Certificate",
    notEnoughWithHealthCertificate: 'Not enough employees with Health Certificate',
    /** payment §4 permit readiness. */
    permitIncomplete:
      'Apologies. Permit details are not complete yet, please check back on a later time, refresh the page or contact the administrator.',
    /** payment §2 populate primary details dialog title. */
    requiredDetailsTitle: 'Required Details',
  },

  /** Field-level validation messages (intake §5). */
  validation: {
    /** intake §5 Add Applicant (SP) and every required field. */
    fieldRequired: (label: string) => `${label} is required. Value should not be empty.`,
    /** (wording ours) pattern failures name the field. */
    invalidEmail: 'Please enter a valid email address.',
    invalidFormat: (label: string) => `${label} has an invalid format.`,
    futureDate: (label: string) => `${label} cannot be later than today.`,
    invalidDate: (label: string) => `${label} is not a valid date.`,
    negativeCount: (label: string) => `${label} cannot be less than 0.`,
    mustAcceptTerms: 'Please accept the terms to continue.',
  },

  /** intake §5 requirement upload rules, §8 upload errors. */
  upload: {
    fileTypeNotAccepted: (types: readonly string[]) =>
      `File type not accepted. Accepted File Types are: ${joinTypes(types)}`,
    fileTypeNotAcceptedShort: 'File type not accepted',
    /** Wording ours: the spec sets no size limit; the portal refuses oversized files before sending. */
    fileTooLarge: (maxMegabytes: number) =>
      `The file is too large. The maximum file size is ${maxMegabytes} MB. Please choose a smaller file.`,
    persistFailure:
      'Encountered issues while saving upload file details. Please try again in a while or ask for support.',
    uploadFailure: 'Encountered issue while uploading the file. Please try again in a while.',
    /** The separate notification wording constant; its wording is not shown (wording ours). */
    uploadFailureNotice: 'The file could not be uploaded. Please try again in a while.',
    imagePreviewFailure: 'Cannot display the image right now.',
    fileRequired: 'Please upload a file.',
    testCompletedDateRequired: 'Test Completed Date is required. Value should not be empty.',
    testCompletedDateFuture: 'Test Completed Date cannot be later than today.',
    externalLaboratory: 'External Laboratory',
    inHouseLaboratory: 'In-House Laboratory',
    uploadSourceLabel: 'Upload source',
    /** (wording ours) */
    uploadSourceLocked: 'The upload source has been chosen and can no longer be changed.',
    columnName: 'Name',
    columnReview: 'Review',
    columnFile: 'File',
    columnStatus: 'Status',
    columnTestCompletedDate: 'Test Completed Date',
    /** (wording ours) certification checkbox on requirements upload. */
    certification: 'I certify that the documents I uploaded are true and correct.',
    submitApplication: 'Submit Application',
    backToApplicationForm: 'Back to Application Form',
    /** (wording ours) in-house laboratory result time notice. */
    inHouseResultTime: (time: string) => `Your laboratory results will be available at ${time}.`,
  },

  /** intake §2 Requirements List modal. */
  requirementsList: {
    title: 'Requirements List',
    /** (wording ours) the 60-day notice (health card and social hygiene). */
    sixtyDayNotice:
      'Please complete your application within 60 days. After 60 days, your records will be archived.',
    columnRequirement: 'Requirement',
  },

  /** intake §5 submission confirm. */
  submission: {
    confirm: "After submission, you won't be able to further update the details you provided.",
    success: 'Requirements Submitted.',
    failure: 'Internal Issue. Please try again later.',
    requiresUpdateFixed:
      'File upload success. Please SUBMIT the application after addressing all the required updates.',
    successfullySubmittedTitle: 'Successfully Submitted',
    /** (wording ours) Successfully Submitted page. */
    successfullySubmittedBody:
      "Validation of your requirements is in progress. Once an order of payment is issued, please proceed to the city treasurer's office.",
    viewOrderOfPayment: 'View Order of Payment',
  },

  /** intake §2 Application details header, §4 Cancel Application, §5 Changing initial details. */
  updateDetails: {
    button: 'Update Details',
    dialogTitle: 'Update Details',
    confirmTitle: 'Confirm Changes',
    currentValue: 'Current',
    newValue: 'Changes',
    noChange: 'No change detected',
    success: 'Applicant Details Updated.',
    failure: 'Failed updating, try again in a while.',
  },

  cancelApplication: {
    button: 'Cancel Application',
    /** (wording ours) */
    tooltip: 'You can cancel this application until your requirements are submitted.',
    /** (wording ours) */
    confirmTitle: 'Cancel Application',
    confirmation:
      'Are you sure you want to cancel this application? Once cancelled, the application can no longer be accessed.',
  },

  /** intake §2 Bulk health card, §5 Bulk CSV / Bulk Validate, §5 Bulk notice. */
  bulk: {
    csvRequired: 'Please upload a CSV file',
    fileTypeNotAccepted: 'File type not accepted',
    fileNotUploadedIncomplete: (n: number) =>
      `File not uploaded. Found ${n} records with incomplete details. Please check them below`,
    parseFailure: 'File not uploaded. Issue encountered during uploading. Please try again.',
    noApplicants: 'No applicants have been uploaded yet.',
    acknowledgementNotAccepted: 'Acknowledgement was not accepted.',
    incompleteApplications:
      'Incomplete applications detected. Please check below to see what these applications are.',
    noRefundPolicyTitle: 'No Refund Policy',
    /** (wording ours, from the spec's description) */
    noRefundPolicy:
      'If any application in this bulk does not continue or fails, the fees paid will not be refunded.',
    submitFailure: 'Error Encountered. Please contact support.',
    /** (wording ours) row-level report: row number and failing columns. */
    rowIssue: (row: number, columns: readonly string[]) => `Row ${row}: ${columns.join(', ')}`,
    duplicateRecords: 'Duplicate records',
    errorRecords: 'Records with errors',
    incompleteRecords: 'Incomplete records',
    searchFirstName: 'First Name',
    searchMiddleName: 'Middle Name',
    searchLastName: 'Last Name',
  },

  /** intake §2 Sanitary permit bulk, §5 SP requirements submit checks, §8 add employee. */
  spEmployees: {
    handleHealthCertificatesTitle: 'Handle Health Certificates',
    addApplicant: 'Add Applicant',
    uploadEmployees: 'Upload Employees',
    noEmployees: 'No employees were uploaded yet.',
    employeesMismatch:
      "Uploaded employees doesn't match against employees with health certificates submitted.",
    certificatesNotUploaded:
      'All health certificates are not uploaded yet. Please revisit the uploads',
    addFailure: 'Something went wrong. Please try again later',
  },

  /** intake §2 Under Review / Review Completed, §4 Head approval. */
  review: {
    underReviewTitle: 'Under Review',
    /** (wording ours) */
    underReviewBody: 'The department head is reviewing your application.',
    reviewCompletedTitle: 'Review Completed',
    /** (wording ours) */
    approvedBody: 'Your application has been approved.',
    /** (wording ours) */
    rejectedBody: 'Your application has been rejected.',
    goToIssuing: 'Go to Issuing',
    headApproval: 'Head Approval',
  },

  /** intake §2 HIV Video Seminar, §4 HIV seminar. */
  seminar: {
    title: 'HIV Video Seminar',
    examLanguage: 'Exam language',
    english: 'English',
    tagalog: 'Tagalog',
    testYourKnowledge: 'Test your knowledge',
    showSeminarCertificate: 'Show Seminar Certificate',
    laboratoriesStatus: 'Laboratories Status',
    clinicalLab: 'Clinical Lab',
    socialHygieneLab: 'Social Hygiene Lab',
    /** (wording ours) */
    completed: 'You have completed the HIV seminar.',
    /** (wording ours) seminar not needed because a previous one is valid. */
    previousSeminarValid:
      'You do not need to take the HIV seminar again because your previous seminar is still valid.',
    /** (wording ours) bulk group states. */
    groupCompleted: 'All applicants in this bulk application have completed the HIV seminar.',
    groupInProgress:
      'The HIV seminar is still in progress for some applicants in this bulk application.',
    seminarCertificateTitle: 'HIV Seminar Certificate',
  },

  /** intake §2 Knowledge test and result, §8 no exam. */
  quiz: {
    passed: 'Congratulations',
    failed: 'Sorry, try again',
    retryAfter: 'Sorry. try again after 30 mins.',
    score: (correct: number, total: number) => `${correct} out of ${total}`,
    noExam: 'No exam was retrieved. Please try again in a while',
    /** (wording ours) confirm dialog after the last question. */
    confirmTitle: 'Submit answers?',
    confirmBody: 'Once submitted, your answers are final.',
    question: (index: number, total: number) => `Question ${index} of ${total}`,
  },

  /** intake §2 Massagist training, §8 training registration. */
  training: {
    title: 'Massagist Training',
    completed: 'Completed',
    inProgress: 'Training In Progress',
    upcomingSessions: 'Upcoming Training Sessions',
    register: 'Register',
    registrationFailure: 'Encountered an unexpected error, please try again later.',
    noSessions: 'No records found',
  },

  /** intake §4 Bulk-part applicant (wording ours; the payment page's is payment.bulkPartInfo). */
  bulkPart: {
    info: 'Requirements upload for this application is handled by your bulk representative.',
  },

  /** payment §2 Payment screen, Payment validation screen, §4, §8. */
  payment: {
    havingTrouble: 'Having trouble? Click here to open new tab',
    validated: 'Payment validated.',
    paid: 'Paid',
    unpaid: 'Unpaid',
    orAlreadyUsed: 'Official receipt number already used in another application.',
    submitFailure: 'Something went wrong. Please try again later.',
    checkOrNumber: 'Please check if you entered the correct OR number and try again.',
    viewPerApplicantAmounts: 'View Per Applicant Amounts',
    printListOfApplicants: 'Print list of applicants',
    uploadProofOfPayment: 'Upload Proof of Payment',
    proceedTitle: 'Proceed?',
    /** (wording ours) */
    proceedBody:
      'You will be taken to the payment validation page to upload your proof of payment.',
    printingNoticeTitle: 'Printing Notice',
    /** (wording ours, from the spec's description) */
    printingNoticeWarning:
      "Please use the print button to generate a proper printable order of payment; otherwise it will be rejected at the treasurer's office.",
    /** (wording ours) */
    onlinePaymentDelay: 'Online payment may take up to three days to be reflected.',
    payOnline: 'Pay Online',
    printOrder: 'Print Order of Payment',
    paymentMode: 'Payment mode',
    modeOnline: 'Online',
    modeTreasurer: "City Treasurer's Office",
    orderOfPaymentTitle: 'Order of Payment',
    recurringPayment: 'Recurring Payment',
    paymentValidationTitle: 'Payment Validation',
    /** (wording ours) */
    validationInProgress: 'Validation of your payment is in progress.',
    paymentDate: 'Payment Date',
    orNumber: 'OR Number',
    referenceNumber: 'Reference Number',
    receipt: 'Receipt',
    bulkPartInfo: 'Payment for this application is handled by your bulk representative.',
  },

  /** payment §2 FAQ, maintenance, access denied. */
  faq: {
    title: 'FAQs',
    /** (wording ours, from the spec's description) */
    certificateDuration:
      'A certificate typically takes 2-3 days to be issued if there are no complications.',
    goBack: 'Go Back',
  },

  maintenance: {
    title: 'Under Maintenance',
    /** (wording ours) */
    apology: 'We apologise for the inconvenience. The portal is under maintenance.',
    window: (from: string, to: string) => `Maintenance window: ${from} to ${to}`,
  },

  accessDenied: {
    title: 'Access Denied',
    /** (wording ours) */
    body: 'You do not have access to this page. Please sign in again.',
  },

  /** payment §2 /qcs, §8. */
  validationPage: {
    tampered: 'This is not an expected outcome, data might be invalid or tampered with.',
  },

  /** payment §2 recurring pages and progress tracker labels. */
  recurring: {
    recurringPayment: 'Recurring Payment',
    laboratoryStatus: 'Laboratory Status',
    recurringLaboratory: 'Recurring Laboratory',
    recurringCertificate: 'Recurring Certificate',
    applicationId: 'Application ID',
    orNumber: 'OR Number',
    /** (wording ours) */
    noValidApplications: 'There are no valid applications for a follow-up request.',
  },

  /** payment §5 certificate texts. */
  certificates: {
    philippines: 'Philippines',
    filipino: 'Filipino',
    negative: 'NEGATIVE',
    signatory: {
      medicalDoctor: 'Medical Doctor',
      pathologist: 'Pathologist',
      approver: 'Approver',
      medicalTechnologist: 'Medical Technologist',
      microscopist: 'Microscopist',
      labAnalyst: 'Lab Analyst',
    },
    microbiology: {
      tubeUnit: 'MPN/100mL',
      tubeStandard: '<1.1 MPN/100mL',
      enzymeUnit: 'Per 100mL',
      enzymeStandard: 'ABSENT',
      plateUnit: 'CFU/mL',
      plateStandard: 'less than 500 CFU/mL',
    },
  },
} as const;

export type Messages = typeof MESSAGES;
export type MessageArea = keyof Messages;
