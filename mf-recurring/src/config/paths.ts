/**
 * Typed path table of the follow-up track (payment §2: /qce/recurring/{labType}/...). Route patterns
 * are relative to the router basename `/qce`; `href`s are absolute within the basename.
 */
export type LabSegment = 'shl' | 'wal';

const base = (lab: LabSegment) => `/recurring/${lab}`;

export const paths = {
  root: { path: 'recurring/:labType' },
  applications: {
    path: 'recurring/:labType/applications',
    href: (lab: LabSegment) => `${base(lab)}/applications`,
  },
  orderOfPayment: {
    path: 'recurring/:labType/pages/order-of-payment',
    href: (lab: LabSegment) => `${base(lab)}/pages/order-of-payment`,
  },
  paymentValidation: {
    path: 'recurring/:labType/pages/payment-validation',
    href: (lab: LabSegment) => `${base(lab)}/pages/payment-validation`,
  },
  labNotif: {
    path: 'recurring/:labType/pages/lab-notif',
    href: (lab: LabSegment) => `${base(lab)}/pages/lab-notif`,
  },
  certificateIssuing: {
    path: 'recurring/:labType/pages/certificate-issuing',
    href: (lab: LabSegment) => `${base(lab)}/pages/certificate-issuing`,
  },
  permitIssuing: {
    path: 'recurring/:labType/pages/permit-issuing',
    href: (lab: LabSegment) => `${base(lab)}/pages/permit-issuing`,
  },
} as const;

/** The portal landing with the four cards (outside this remote: through `props.navigate`). */
export const PORTAL_APPLICATIONS = '/qce/applications';
/** Router basename: hrefs for real links carry it. */
export const BASENAME = '/qce';
