/**
 * Issue 12 item 5, accessibility gate in the browser (the runner in route-gate.ts), trimmed by issue 25
 * item 5 to what only a browser checks: colour contrast and the real layout on one page of each layout
 * family (the shell landing, a track landing with its history table, a form step, a table step, a
 * document page, the public pages), and one route per dialog family (each distinct dialog component:
 * Data Privacy Policy, Update Details, the confirmation modal (here Cancel Application), Requirements
 * List, the file preview, a history notice, a notice that opens by itself, Per Applicant Amounts). The sanitary permit's own dialogs are in sp-dialogs.spec.ts.
 * Rows folded into the specs that already open the same page (support/axe.ts expectAccessibleDialog): the
 * shell landing (foundation/landing-and-faq.spec.ts), access denied (access-and-maintenance.spec.ts), the
 * public documents page (certificates/documents.spec.ts), the IHC landing with a history notice
 * (bulk/bulk-history.spec.ts), the bulk order of payment with Printing Notice and Per Applicant Amounts
 * (payments/bulk-order.spec.ts).
 *
 * Every route and dialog of the health card journey, the shell and the public pages runs in jest (msw
 * mock backend; axe without contrast, Escape and where the focus goes):
 * - shell/src/features/a11y.test.tsx: landing, FAQ, access denied, under maintenance;
 * - mf-ihc/src/features/a11y.test.tsx: every IHC route (individual, bulk, bulk part) and its dialogs
 *   (PESO Beneficiary, Data Privacy Policy, Update Details, Confirm Changes, Cancel Application,
 *   Requirements List, Review, Printing Notice, Proceed?, Payment Requires Update, the history notices,
 *   Per Applicant Amounts);
 * - mf-ihc/src/features/bulk/bulk-pages.test.tsx: Representative Form, bulk applicants with Cancel this
 *   bulk application?, Upload source and No Refund Policy;
 * - mf-ihc/src/features/landing/landing-page.test.tsx: Submit Requirements (pending specimen);
 * - HIV seminar, quiz results, massagist training: their page tests in mf-ihc/src/features;
 * - mf-certificates/src/printable-pages.test.tsx: payment previews (individual, bulk), the print view,
 *   the laboratory result, the massagist training document; features/documents-page (public
 *   documents), features/validation-page (certificate validation, with and without a valid value).
 *
 * Checked elsewhere, on the way: the Upload source and Submit Application confirmations, the knowledge
 * test, Submit answers? and the passed result (tests/ihc/keyboard-individual-journey.spec.ts); Ongoing
 * Application Detected (tests/ihc/individual-journey.spec.ts).
 */
import {
  CANCEL_APPLICATION,
  JUAN,
  REQUIREMENTS_LIST,
  UPDATE_DETAILS,
  button,
  main,
  opened,
  routeGate,
  type RouteCase,
} from './route-gate';

const ROUTES: RouteCase[] = [
  // A form step with the header's dialogs, a table step with the file preview.
  {
    route: 'IHC application form',
    ...opened('draft', JUAN, 'ihc', 1001),
    path: '/qce/ihc/application-form',
    dialogs: [
      {
        name: 'Data Privacy Policy',
        open: (page) =>
          main(page).getByRole('button', { name: 'Data Privacy Policy' }).first().click(),
      },
      UPDATE_DETAILS,
      CANCEL_APPLICATION,
      REQUIREMENTS_LIST,
    ],
  },
  {
    route: 'IHC requirements upload',
    ...opened('draft', JUAN, 'ihc', 1001),
    path: '/qce/ihc/requirements-upload',
    dialogs: [
      {
        name: 'Review: Valid Government ID',
        open: (page) => button(page, 'Review Valid Government ID').click(),
      },
    ],
  },
  // A document step with a notice that opens by itself (the focus goes to main).
  {
    route: 'IHC order of payment',
    ...opened('payment-due', JUAN, 'ihc', 1001),
    path: '/qce/ihc/order-of-payment',
    dialogs: [{ name: 'Printing Notice', open: async () => {}, opensItself: true }],
  },
];

routeGate(ROUTES);
