/**
 * axe finds no serious or critical violation on the health card pages (issue 5 Tests) and on each dialog
 * they open; a dialog closed with Escape gives the focus back (issue 25 item 5: the route and dialog rows
 * of the e2e accessibility gate, e2e/tests/a11y). Elsewhere: HIV seminar, quiz results and massagist
 * training (their page tests), Representative Form and the bulk applicants page with its dialogs
 * (bulk/bulk-pages.test.tsx), the Submit Requirements reminder (landing/landing-page.test.tsx).
 */
import '../testing/documents-stand-in';
import { localKeys } from '@qce/shared-kit/storage';
import {
  CANCEL_APPLICATION,
  CONFIRM_CHANGES,
  REQUIREMENTS_LIST,
  UPDATE_DETAILS,
  expectAccessibleRoute,
  opensFrom,
} from '@qce/testing/a11y-gate';
import type { DialogCheck } from '@qce/testing/a11y-gate';
import { staffPost } from '@qce/testing/remote-tests';
import { initialDetailsDraft } from '../lib/initial-details';
import { NEW_RESTAURANT } from '../testing/applications';
import {
  openScenarioApplication,
  renderSettled,
  setupMockServer,
  signIn,
} from '../testing/render-app';

setupMockServer();

const JUAN = 101;
const MARIA = 102;
const LIZA = 104;
const ROSA = 106;
const BULK = '501';

interface RouteRow {
  scenario: string;
  user?: number;
  path: string;
  /** Signed in only (a landing); otherwise the applicant's latest application is the current one. */
  opens?: 'nothing' | 'latest' | 'bulk';
  /** Staff steps or a stubbed answer before the page renders. */
  prepare?: () => Promise<void> | void;
  dialogs?: DialogCheck[];
}

const historyNotice = (name: string, id: string): DialogCheck => ({
  name,
  open: opensFrom('button', `Open application ${id}`),
});

const PRINTING_NOTICE: DialogCheck = { name: 'Printing Notice' };

const ROWS: Array<[string, RouteRow]> = [
  [
    'landing',
    {
      scenario: 'fresh',
      path: '/ihc/applications',
      opens: 'nothing',
      dialogs: [{ name: 'PESO Beneficiary', open: opensFrom('checkbox', 'PESO Beneficiary') }],
    },
  ],
  [
    'landing (rejected application)',
    {
      scenario: 'rejected',
      path: '/ihc/applications',
      opens: 'nothing',
      dialogs: [historyNotice('Application already rejected', '1001')],
    },
  ],
  [
    'landing (on hold)',
    {
      scenario: 'on-hold',
      path: '/ihc/applications',
      opens: 'nothing',
      dialogs: [historyNotice('ON HOLD', '1001')],
    },
  ],
  [
    'landing (rejected bulk)',
    {
      scenario: 'bulk-rejected',
      user: LIZA,
      path: '/ihc/applications',
      opens: 'nothing',
      dialogs: [historyNotice('Application already rejected', BULK)],
    },
  ],
  [
    'landing (cancelled bulk)',
    {
      scenario: 'bulk-discarded',
      user: LIZA,
      path: '/ihc/applications',
      opens: 'nothing',
      dialogs: [historyNotice('already rejected/cancelled', BULK)],
    },
  ],
  ['landing (masseur)', { scenario: 'massagist-training', user: MARIA, path: '/ihc/applications' }],
  [
    'landing (representative)',
    { scenario: 'bulk-incomplete', user: LIZA, path: '/ihc/applications', opens: 'nothing' },
  ],
  [
    'application form (new application)',
    {
      scenario: 'fresh',
      path: '/ihc/application-form',
      opens: 'nothing',
      prepare: () => {
        initialDetailsDraft.write(NEW_RESTAURANT);
      },
    },
  ],
  [
    'application form',
    {
      scenario: 'draft',
      path: '/ihc/application-form',
      dialogs: [
        { name: 'Data Privacy Policy', open: opensFrom('button', 'Data Privacy Policy') },
        UPDATE_DETAILS,
        CONFIRM_CHANGES,
        CANCEL_APPLICATION,
        REQUIREMENTS_LIST,
      ],
    },
  ],
  [
    'requirements upload',
    {
      scenario: 'draft',
      path: '/ihc/requirements-upload',
      dialogs: [
        {
          name: 'Review: Valid Government ID',
          open: opensFrom('button', 'Review Valid Government ID'),
        },
      ],
    },
  ],
  [
    'requirements upload (requires update)',
    { scenario: 'requirements-requires-update', path: '/ihc/requirements-upload' },
  ],
  [
    'application submitted',
    { scenario: 'for-review', path: '/ihc/confirmation/application-submitted' },
  ],
  ['requirements validation', { scenario: 'for-review', path: '/ihc/requirements-validation' }],
  [
    'order of payment',
    {
      scenario: 'payment-due',
      path: '/ihc/order-of-payment',
      dialogs: [
        PRINTING_NOTICE,
        { name: 'Proceed?', open: opensFrom('button', 'Upload Proof of Payment') },
      ],
    },
  ],
  ['payment validation', { scenario: 'payment-due', path: '/ihc/payment-validation' }],
  [
    'payment validation (requires update)',
    {
      scenario: 'payment-requires-update',
      path: '/ihc/payment-validation',
      dialogs: [{ name: 'Payment Requires Update' }],
    },
  ],
  [
    'payment validation (submitted)',
    { scenario: 'payment-submitted', path: '/ihc/payment-validation' },
  ],
  [
    'payment validation (validated)',
    { scenario: 'seminar-pending', path: '/ihc/payment-validation' },
  ],
  ['head approval', { scenario: 'head-approval-pending', path: '/ihc/head-approval' }],
  ['under review', { scenario: 'head-approval-pending', path: '/ihc/under-review' }],
  [
    'review completed (rejected)',
    {
      scenario: 'head-approval-pending',
      path: '/ihc/review-completed',
      prepare: () => staffPost('/applications/1001/head-approval', { action: 'reject' }),
    },
  ],
  ['review completed', { scenario: 'approved', path: '/ihc/review-completed' }],
  ['certificate issuing', { scenario: 'approved', path: '/ihc/certificate-issuing' }],
  ['digital health certificate', { scenario: 'approved', path: '/ihc/digital-health-certificate' }],
  ['seminar certificate', { scenario: 'approved', path: '/ihc/hiv-certificate/' }],
  ['HIV seminar (completed)', { scenario: 'approved', path: '/ihc/hiv-seminar' }],
  [
    'bulk under review',
    {
      scenario: 'bulk-part',
      user: LIZA,
      path: '/ihc/bulk/under-review',
      opens: 'bulk',
    },
  ],
  [
    'bulk order of payment',
    {
      scenario: 'bulk-incomplete',
      user: LIZA,
      path: '/ihc/order-of-payment',
      opens: 'bulk',
      prepare: () => staffPost(`/bulk/${BULK}/requirements`, { action: 'complete' }),
      dialogs: [
        PRINTING_NOTICE,
        { name: 'Per Applicant Amounts', open: opensFrom('button', 'View Per Applicant Amounts') },
      ],
    },
  ],
  [
    'bulk-part application form',
    { scenario: 'bulk-part', user: ROSA, path: '/ihc/application-form' },
  ],
  [
    'bulk-part requirements upload',
    { scenario: 'bulk-part', user: ROSA, path: '/ihc/bulk-part/requirements-upload' },
  ],
  [
    'bulk-part order of payment',
    { scenario: 'bulk-part', user: ROSA, path: '/ihc/bulk-part/order-of-payment' },
  ],
];

describe('accessibility of the health card pages and their dialogs', () => {
  it.each(ROWS)('%s', async (_name, row) => {
    const userId = row.user ?? JUAN;
    if (row.opens === 'latest' || row.opens === undefined) {
      await openScenarioApplication(row.scenario, userId);
    } else {
      signIn({ scenario: row.scenario, userId });
      if (row.opens === 'bulk') {
        localKeys.set('appId', BULK);
        localKeys.set('actualClass', 'Bulk');
      }
    }
    await row.prepare?.();
    // Rendered and settled first (every read answered), so no answer lands during an axe run.
    await renderSettled(row.path);
    await expectAccessibleRoute(row.path, () => undefined, row.dialogs);
  });
});
