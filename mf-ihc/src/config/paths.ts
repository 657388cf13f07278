/**
 * Typed path table of the health card track (intake spec §2). Paths are relative to the router
 * basename `/qce`; `href` values are absolute within the basename (for `navigate`/`Link`).
 */
export const paths = {
  applications: { path: 'ihc/applications', href: '/ihc/applications' },
  applicationForm: { path: 'ihc/application-form', href: '/ihc/application-form' },
  requirementsUpload: { path: 'ihc/requirements-upload', href: '/ihc/requirements-upload' },
  applicationSubmitted: {
    path: 'ihc/confirmation/application-submitted',
    href: '/ihc/confirmation/application-submitted',
  },
  requirementsValidation: {
    path: 'ihc/requirements-validation',
    href: '/ihc/requirements-validation',
  },
  orderOfPayment: { path: 'ihc/order-of-payment', href: '/ihc/order-of-payment' },
  paymentValidation: { path: 'ihc/payment-validation', href: '/ihc/payment-validation' },
  hivSeminar: { path: 'ihc/hiv-seminar', href: '/ihc/hiv-seminar' },
  hivSeminarQuiz: { path: 'ihc/hiv-seminar-quiz/', href: '/ihc/hiv-seminar-quiz/' },
  hivCertificate: { path: 'ihc/hiv-certificate/', href: '/ihc/hiv-certificate/' },
  quizResults: { path: 'ihc/quiz-results/', href: '/ihc/quiz-results/' },
  massagistTraining: { path: 'ihc/massagist-training/', href: '/ihc/massagist-training/' },
  headApproval: { path: 'ihc/head-approval', href: '/ihc/head-approval' },
  digitalHealthCertificate: {
    path: 'ihc/digital-health-certificate',
    href: '/ihc/digital-health-certificate',
  },
  certificateIssuing: { path: 'ihc/certificate-issuing', href: '/ihc/certificate-issuing' },
  underReview: { path: 'ihc/under-review', href: '/ihc/under-review' },
  reviewCompleted: { path: 'ihc/review-completed', href: '/ihc/review-completed' },
  bulkApplicants: { path: 'ihc/bulk/applicants', href: '/ihc/bulk/applicants' },
  bulkUnderReview: { path: 'ihc/bulk/under-review', href: '/ihc/bulk/under-review' },
  bulkPartRequirements: {
    path: 'ihc/bulk-part/requirements-upload',
    href: '/ihc/bulk-part/requirements-upload',
  },
  bulkPartPayment: {
    path: 'ihc/bulk-part/order-of-payment',
    href: '/ihc/bulk-part/order-of-payment',
  },
} as const;

/** Href of a flow step route segment from the domain's STEP_ROUTE (e.g. '/application-form'). */
export const trackHref = (stepRoute: string): string => `/ihc${stepRoute}`;
