/**
 * Typed path table of the sanitary permit track (intake §2, payment §2). Paths are relative to the
 * router basename `/qce`; `href` values are absolute within the basename (for `navigate`/`Link`).
 */
export const paths = {
  applications: { path: 'sp/applications', href: '/sp/applications' },
  applicationForm: { path: 'sp/application-form', href: '/sp/application-form' },
  requirementsUpload: { path: 'sp/requirements-upload', href: '/sp/requirements-upload' },
  applicationSubmitted: {
    path: 'sp/confirmation/application-submitted',
    href: '/sp/confirmation/application-submitted',
  },
  requirementsValidation: {
    path: 'sp/requirements-validation',
    href: '/sp/requirements-validation',
  },
  orderOfPayment: { path: 'sp/order-of-payment', href: '/sp/order-of-payment' },
  paymentValidation: { path: 'sp/payment-validation', href: '/sp/payment-validation' },
  waterAnalysis: { path: 'sp/water-analysis', href: '/sp/water-analysis' },
  underReview: { path: 'sp/under-review', href: '/sp/under-review' },
  reviewCompleted: { path: 'sp/review-completed', href: '/sp/review-completed' },
  headApproval: { path: 'sp/head-approval', href: '/sp/head-approval' },
  permitIssuing: { path: 'sp/permit-issuing', href: '/sp/permit-issuing' },
  sanitaryPermit: { path: 'sp/sanitary-permit', href: '/sp/sanitary-permit' },
  populatePrimaryDetails: {
    path: 'populate-primary-details',
    href: '/populate-primary-details',
  },
} as const;

/** Href of a flow step route segment from the domain's STEP_ROUTE (e.g. '/application-form'). */
export const trackHref = (stepRoute: string): string => `/sp${stepRoute}`;
