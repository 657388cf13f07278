/**
 * Issue 12 item 5, accessibility gate: axe (WCAG 2.0/2.1/2.2 A and AA) on every route of every journey,
 * public document pages included, and on every dialog a journey opens, with zero serious or critical
 * violations; a dialog closed with Escape gives the focus back to the control that opened it, one that
 * opened by itself (Printing Notice, Payment Requires Update, Submit Requirements) to the page's main.
 * Each row of the table seeds the scenario that makes the route reachable (plus staff or applicant API
 * steps), signs in as that scenario's applicant, opens the application from the track's history when the
 * route needs a current application, then checks the page and each of its dialogs. Rows of one
 * applicant, application and track run in one test (see GROUPS).
 *
 * Checked elsewhere, on the way: the Upload source and Submit Application confirmations, the knowledge
 * test, Submit answers? and the passed result (tests/ihc/keyboard-individual-journey.spec.ts); Ongoing
 * Application Detected (tests/ihc/individual-journey.spec.ts).
 *
 * Own portal process per worker (own data file): the scenario resets never disturb other specs.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { startIsolatedPortal, type IsolatedPortal } from '../../support/isolated-portal';
import { signInPath } from '../../support/sign-in';
import { staffApi, type SeededUser } from '../../support/staff-api';
import { staffPost } from '../ihc/helpers';

const JUAN = 101;
const MARIA = 102;
const PEDRO = 103;
const LIZA = 104;
/** Liza's bulk application in the 'bulk-incomplete' scenario. */
const BULK = 501;

interface DialogCase {
  /** The dialog's accessible name. */
  name: string;
  /** Opens it from the settled page. */
  open: (page: Page, ctx: Context) => Promise<void>;
  /** Closes it and anything it opened (default: Escape). */
  close?: (page: Page) => Promise<void>;
  /** Opens by itself on arrival (no control opened it): on close the focus goes to the page's main. */
  opensItself?: true;
}

/** What a row's steps may use besides the page: the staff API and the applicant API of this portal. */
interface Context {
  api: APIRequestContext;
  user?: SeededUser;
  /** The follow-up application a row requested (recurring track). */
  followUpId?: string;
}

interface RouteCase {
  route: string;
  scenario: string;
  /** The signed-in applicant; absent for public pages opened without a session. */
  user?: number;
  /** Open this application from the track's history first (the track remembers the current one). */
  current?: { track: 'ihc' | 'sp'; id: number };
  path: string;
  /** Staff or applicant API calls before the page opens (the row's state, e.g. a payment validated). */
  prepare?: (ctx: Context) => Promise<void>;
  /** Reaches the page another way than opening `path` (e.g. through the button that starts it). */
  visit?: (page: Page, ctx: Context) => Promise<void>;
  /** What shows once the page settled (default: a level-1 heading in main). */
  ready?: (page: Page) => Promise<void>;
  dialogs?: DialogCase[];
}

const main = (page: Page) => page.getByRole('main');
const button = (page: Page, name: string | RegExp) =>
  main(page)
    .getByRole('button', { name, exact: typeof name === 'string' })
    .first();

async function fillIhcLandingForm(page: Page): Promise<Locator> {
  const form = page.getByRole('form', { name: 'New Application' });
  for (const label of [/Application Type/, /^Industry/, /Sub-Industry/i, /Business Line/i]) {
    const select = form.getByLabel(label);
    await expect(select).toBeEnabled();
    await expect.poll(() => select.locator('option:not([value=""])').count()).toBeGreaterThan(0);
    const value = await select.locator('option:not([value=""])').first().getAttribute('value');
    await select.selectOption(value ?? '');
  }
  return form;
}

/** The applicant API as the signed-in applicant. */
async function asApplicant(
  ctx: Context,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: unknown,
): Promise<unknown> {
  const response = await ctx.api[method](path, {
    headers: { Authorization: `Bearer ${ctx.user?.token ?? ''}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method.toUpperCase()} ${path} answered ${response.status()}`).toBe(true);
  return response.json();
}

/** Update Details, one field changed, Save: the Confirm Changes dialog. */
async function openConfirmChanges(page: Page): Promise<void> {
  await button(page, 'Update Details').click();
  const dialog = page.getByRole('dialog', { name: 'Update Details' });
  const select = dialog.getByRole('combobox').first();
  await expect.poll(() => select.locator('option:not([value=""])').count()).toBeGreaterThan(1);
  const current = await select.inputValue();
  const other = await select
    .locator('option:not([value=""])')
    .evaluateAll(
      (nodes, value) => nodes.map((n) => (n as HTMLOptionElement).value).find((v) => v !== value),
      current,
    );
  await select.selectOption(other ?? '');
  await dialog.getByRole('button', { name: 'Save' }).click();
}

/** Escape on Confirm Changes goes back to Update Details; a second Escape closes it. */
async function closeConfirmChanges(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  const dialog = page.getByRole('dialog', { name: 'Update Details' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

const CONFIRM_CHANGES: DialogCase = {
  name: 'Confirm Changes',
  open: openConfirmChanges,
  close: closeConfirmChanges,
};

const bulkSource = (page: Page) =>
  main(page)
    .getByRole('region', { name: 'Validate and Submit' })
    .getByRole('radio', { name: 'External Laboratory' });

/**
 * The follow-up request form (the applicant's completed application of the track and its OR number), then
 * its order of payment: Juan's health card for SHL, Pedro's sanitary permit for WAL.
 */
const requestFollowUp =
  (lab: 'shl' | 'wal', applicationId: number) =>
  async (page: Page, ctx: Context): Promise<void> => {
    const form = page.getByRole('form', { name: 'Request a follow-up' });
    await form.getByLabel(/Application ID/).selectOption(String(applicationId));
    await form.getByLabel(/OR Number/).fill(`OR-${applicationId}`);
    await form.getByRole('button', { name: 'Request follow-up' }).click();
    const row = main(page).getByRole('link', { name: /Open the order of payment of application/ });
    ctx.followUpId = ((await row.getAttribute('aria-label')) ?? '').replace(/\D+/g, '');
    expect(ctx.followUpId).not.toBe('');
    await row.click();
    await expect(page).toHaveURL(`${portal.url}/qce/recurring/${lab}/pages/order-of-payment`);
  };

/** Staff validate the requested follow-up's payment and post its lab result up to Completed. */
const completeFollowUp =
  (labType: 'SOCIAL_HYGIENE' | 'REGULAR_LABORATORY') =>
  async (ctx: Context): Promise<void> => {
    await staffPost(ctx.api, `/applications/${ctx.followUpId}/payment`, { action: 'validate' });
    for (const status of ['Submitted', 'Certified', 'Approved', 'Completed']) {
      await staffPost(ctx.api, `/applications/${ctx.followUpId}/laboratory`, { labType, status });
    }
  };

/** The department head rejects the application (the rejected Review Completed page). */
const rejectApplication = (id: number) => (ctx: Context) =>
  staffPost(ctx.api, `/applications/${id}/head-approval`, { action: 'reject' });

/** The applicant with no occupation in the seeded bulk gets one: the bulk check finds nothing missing. */
async function completeBulkApplicants(ctx: Context): Promise<void> {
  const body = (await asApplicant(
    ctx,
    'get',
    `/api/application/bulk/applicants?permitId=1&bulkApplicationId=${BULK}`,
  )) as { data: { details: Array<{ applicationId: string; formData: Record<string, unknown> }> } };
  for (const applicant of body.data.details.filter((a) => !a.formData.occupation)) {
    await asApplicant(ctx, 'put', '/api/application', {
      applicationId: applicant.applicationId,
      formData: { occupation: 'Cook' },
      permitId: 1,
      userId: String(ctx.user?.userId),
    });
  }
}

/** A row signed in as `user` with application `id` of `track` opened from the history first. */
const opened = (scenario: string, user: number, track: 'ihc' | 'sp', id: number) => ({
  scenario,
  user,
  current: { track, id },
});

/** Rows that only open a page, all with the same scenario, applicant and application. */
const pages = (base: ReturnType<typeof opened>, list: Array<[string, string]>): RouteCase[] =>
  list.map(([route, path]) => ({ route, path, ...base }));

const ROUTES: RouteCase[] = [
  // Shell pages.
  { route: 'landing', scenario: 'draft', user: JUAN, path: '/qce/applications' },
  { route: 'FAQ', scenario: 'draft', user: JUAN, path: '/qce/faq' },
  { route: 'access denied', scenario: 'draft', path: '/qce/access-denied' },
  { route: 'under maintenance', scenario: 'maintenance-active', path: '/qce/under-maintenance' },
  // Individual health card journey.
  {
    route: 'IHC landing',
    scenario: 'fresh',
    user: JUAN,
    path: '/qce/ihc/applications',
    dialogs: [
      {
        name: 'PESO Beneficiary',
        open: async (page) => {
          const form = await fillIhcLandingForm(page);
          // The box asks first (the confirmation dialog), so it stays unchecked until confirmed.
          await form.getByRole('checkbox', { name: /PESO/ }).click();
        },
      },
    ],
  },
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
      { name: 'Update Details', open: (page) => button(page, 'Update Details').click() },
      CONFIRM_CHANGES,
      { name: 'Cancel Application', open: (page) => button(page, 'Cancel Application').click() },
      {
        name: 'Requirements List',
        open: async (page) => {
          await main(page)
            .getByRole('checkbox', { name: /I have read and agree to the Data Privacy Policy/ })
            .check();
          await button(page, 'Next').click();
        },
      },
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
  {
    route: 'IHC requirements upload (requires update)',
    ...opened('requirements-requires-update', JUAN, 'ihc', 1001),
    path: '/qce/ihc/requirements-upload',
  },
  ...pages(opened('for-review', JUAN, 'ihc', 1001), [
    ['IHC application submitted', '/qce/ihc/confirmation/application-submitted'],
    ['IHC requirements validation', '/qce/ihc/requirements-validation'],
  ]),
  {
    route: 'IHC order of payment',
    ...opened('payment-due', JUAN, 'ihc', 1001),
    path: '/qce/ihc/order-of-payment',
    dialogs: [
      // Shown by itself on arrival (payment §2 Payment screen).
      { name: 'Printing Notice', open: async () => {}, opensItself: true },
      { name: 'Proceed?', open: (page) => button(page, 'Upload Proof of Payment').click() },
    ],
  },
  {
    route: 'IHC payment validation',
    ...opened('payment-due', JUAN, 'ihc', 1001),
    path: '/qce/ihc/payment-validation',
  },
  {
    route: 'IHC payment validation (requires update)',
    ...opened('payment-requires-update', JUAN, 'ihc', 1001),
    path: '/qce/ihc/payment-validation',
    // Opens by itself with the remarks (payment §2 Payment validation screen).
    dialogs: [{ name: 'Payment Requires Update', open: async () => {}, opensItself: true }],
  },
  ...pages(opened('payment-due', JUAN, 'ihc', 1001), [
    ['IHC print order of payment', '/qce/print-temp/ihc'],
    ['IHC payment preview', '/qce/payment-preview/ihc/1001/1/individual'],
  ]),
  {
    route: 'IHC HIV seminar',
    ...opened('seminar-pending', JUAN, 'ihc', 1001),
    path: '/qce/ihc/hiv-seminar',
  },

  {
    route: 'IHC quiz results',
    ...opened('quiz-failed', JUAN, 'ihc', 1001),
    path: '/qce/ihc/quiz-results/',
  },
  {
    route: 'IHC head approval',
    ...opened('head-approval-pending', JUAN, 'ihc', 1001),
    path: '/qce/ihc/head-approval',
  },
  {
    route: 'IHC digital health certificate',
    ...opened('approved', JUAN, 'ihc', 1001),
    path: '/qce/ihc/digital-health-certificate',
  },
  {
    route: "laboratory result (from the certificate's QR code)",
    ...opened('approved', JUAN, 'ihc', 1001),
    path: '/qce/laboratory/{labId}/{labType}/{labName}',
    visit: async (page) => {
      await page.goto(`${portal.url}/qce/ihc/digital-health-certificate`);
      const link = await page
        .locator('svg[data-qr-value*="/qce/laboratory/"]')
        .first()
        .getAttribute('data-qr-value');
      if (!link) throw new Error('no laboratory QR code on the certificate');
      await page.goto(`${portal.url}${new URL(link).pathname}`);
    },
  },
  ...pages(opened('approved', JUAN, 'ihc', 1001), [
    ['IHC certificate issuing', '/qce/ihc/certificate-issuing'],
    ['IHC seminar certificate', '/qce/ihc/hiv-certificate/'],
    ['IHC review completed', '/qce/ihc/review-completed'],
  ]),
  {
    route: 'IHC under review',
    ...opened('head-approval-pending', JUAN, 'ihc', 1001),
    path: '/qce/ihc/under-review',
  },
  {
    route: 'IHC review completed (rejected)',
    ...opened('head-approval-pending', JUAN, 'ihc', 1001),
    path: '/qce/ihc/review-completed',
    prepare: rejectApplication(1001),
  },
  {
    route: 'IHC landing (rejected application)',
    scenario: 'rejected',
    user: JUAN,
    path: '/qce/ihc/applications',
    dialogs: [
      // Opening a rejected application from the history (intake §4).
      {
        name: 'Application already rejected',
        open: (page) => button(page, 'Open application 1001').click(),
      },
      // The pending-specimen reminder (intake §2 Landing): the history answered with a pending specimen.
      {
        name: 'Submit Requirements',
        open: async (page) => {
          await page.route('**/api/application?*', async (route) => {
            const response = await route.fetch();
            const body = (await response.json()) as {
              data: { details: Array<Record<string, unknown>> };
            };
            for (const record of body.data.details) record.regularLabStatus = 'pending specimen';
            await route.fulfill({ response, json: body });
          });
          await page.reload();
        },
        opensItself: true,
        close: async (page) => {
          await page.keyboard.press('Escape');
          await page.unrouteAll();
        },
      },
    ],
  },
  ...pages(opened('massagist-training', MARIA, 'ihc', 1001), [
    ['IHC landing (masseur)', '/qce/ihc/applications'],
    ['IHC massagist training', '/qce/ihc/massagist-training/'],
  ]),
  ...pages(opened('bulk-incomplete', LIZA, 'ihc', BULK), [
    ['IHC landing (representative)', '/qce/ihc/applications'],
    ['IHC Representative Form', '/qce/ihc/application-form'],
  ]),
  {
    route: 'IHC bulk applicants',
    ...opened('bulk-incomplete', LIZA, 'ihc', BULK),
    path: '/qce/ihc/bulk/applicants',
    // The seeded bulk comes with its upload source chosen: unchosen again, the page asks for it.
    prepare: async (ctx) => {
      await asApplicant(ctx, 'put', '/api/application/bulk', {
        bulkApplicationId: BULK,
        companyName: 'Mendoza Foods Inc.',
        email: ctx.user?.email,
        firstName: 'Liza',
        lastName: 'Mendoza',
        formData: { isInternal: null },
      });
    },
    dialogs: [
      {
        name: 'Cancel this bulk application?',
        open: (page) => button(page, 'Cancel Bulk Application').click(),
      },
      { name: 'Upload source', open: (page) => bulkSource(page).check() },
      {
        name: 'No Refund Policy',
        open: async (page, ctx) => {
          await completeBulkApplicants(ctx);
          await bulkSource(page).check();
          await page
            .getByRole('alertdialog', { name: 'Upload source' })
            .getByRole('button', { name: 'Yes' })
            .click();
          const panel = main(page).getByRole('region', { name: 'Validate and Submit' });
          await expect(panel.getByRole('radio', { name: 'In-House Laboratory' })).toBeDisabled();
          await panel.getByRole('checkbox').check();
          await panel.getByRole('button', { name: 'Validate' }).click();
        },
      },
    ],
  },
  {
    route: 'IHC bulk under review',
    ...opened('bulk-incomplete', LIZA, 'ihc', BULK),
    path: '/qce/ihc/bulk/under-review',
    prepare: async (ctx) => {
      await asApplicant(ctx, 'post', `/api/application/bulk/submit/${BULK}`, {});
    },
  },
  {
    route: 'IHC bulk order of payment',
    ...opened('bulk-incomplete', LIZA, 'ihc', BULK),
    path: '/qce/ihc/order-of-payment',
    prepare: (ctx) => staffPost(ctx.api, `/bulk/${BULK}/requirements`, { action: 'complete' }),
    dialogs: [
      { name: 'Printing Notice', open: async () => {}, opensItself: true },
      {
        name: 'Per Applicant Amounts',
        open: (page) => button(page, 'View Per Applicant Amounts').click(),
      },
    ],
  },
  ...pages(opened('bulk-incomplete', LIZA, 'ihc', BULK), [
    ['IHC bulk payment preview', `/qce/payment-preview/ihc/${BULK}/1/bulk`],
    ['IHC bulk-part requirements upload', '/qce/ihc/bulk-part/requirements-upload'],
    ['IHC bulk-part order of payment', '/qce/ihc/bulk-part/order-of-payment'],
  ]),
  // Sanitary permit journey.
  { route: 'SP landing', scenario: 'fresh', user: PEDRO, path: '/qce/sp/applications' },
  {
    route: 'SP landing (with application)',
    ...opened('sp-with-employees', PEDRO, 'sp', 1001),
    path: '/qce/sp/applications',
  },
  {
    route: 'SP application form',
    ...opened('sp-with-employees', PEDRO, 'sp', 1001),
    path: '/qce/sp/application-form',
    dialogs: [
      { name: 'Update Details', open: (page) => button(page, 'Update Details').click() },
      CONFIRM_CHANGES,
    ],
  },
  {
    route: 'SP requirements upload',
    ...opened('sp-with-employees', PEDRO, 'sp', 1001),
    path: '/qce/sp/requirements-upload',
    dialogs: [
      {
        name: 'Handle Health Certificates',
        open: (page) => button(page, 'Handle Health Certificates').click(),
      },
      { name: 'Cancel Application', open: (page) => button(page, 'Cancel Application').click() },
    ],
  },
  {
    route: 'SP application submitted',
    ...opened('sp-with-employees', PEDRO, 'sp', 1001),
    path: '/qce/sp/confirmation/application-submitted',
    prepare: async (ctx) => {
      await staffPost(ctx.api, '/applications/1001/requirements', { action: 'complete' });
    },
  },
  ...pages(opened('sp-with-employees', PEDRO, 'sp', 1001), [
    ['SP requirements validation', '/qce/sp/requirements-validation'],
    ['SP order of payment', '/qce/sp/order-of-payment'],
    ['SP payment validation', '/qce/sp/payment-validation'],
    ['SP under review', '/qce/sp/under-review'],
  ]),
  {
    route: 'SP review completed (rejected)',
    ...opened('sp-with-employees', PEDRO, 'sp', 1001),
    path: '/qce/sp/review-completed',
    prepare: rejectApplication(1001),
  },
  ...pages(opened('shl-wal-eligible', PEDRO, 'sp', 1002), [
    ['SP water analysis', '/qce/sp/water-analysis'],
    ['SP head approval', '/qce/sp/head-approval'],
    ['SP review completed', '/qce/sp/review-completed'],
    ['SP permit issuing', '/qce/sp/permit-issuing'],
    ['SP digital sanitary permit', '/qce/sp/sanitary-permit'],
  ]),
  {
    route: 'SP primary details',
    scenario: 'fresh',
    user: PEDRO,
    path: '/qce/populate-primary-details',
  },
  // Follow-up laboratory and water analysis.
  {
    route: 'recurring SHL',
    scenario: 'shl-wal-eligible',
    user: JUAN,
    path: '/qce/recurring/shl/applications',
  },
  {
    route: 'recurring SHL order of payment',
    scenario: 'shl-wal-eligible',
    user: JUAN,
    path: '/qce/recurring/shl/pages/order-of-payment',
    visit: requestFollowUp('shl', 1001),
  },
  {
    route: 'recurring SHL payment validation',
    scenario: 'shl-wal-eligible',
    user: JUAN,
    path: '/qce/recurring/shl/pages/payment-validation',
  },
  {
    route: 'recurring SHL laboratory status',
    scenario: 'shl-wal-eligible',
    user: JUAN,
    path: '/qce/recurring/shl/pages/lab-notif',
    prepare: completeFollowUp('SOCIAL_HYGIENE'),
  },
  {
    route: 'recurring SHL certificate',
    scenario: 'shl-wal-eligible',
    user: JUAN,
    path: '/qce/recurring/shl/pages/certificate-issuing',
  },
  {
    route: 'recurring WAL',
    ...opened('shl-wal-eligible', PEDRO, 'sp', 1002),
    path: '/qce/recurring/wal/applications',
    // The session is on the sanitary permit: switched on the landing, as the applicant would.
    visit: async (page) => {
      await page.goto(`${portal.url}/qce/applications`);
      const card = main(page).getByRole('link', { name: /Follow-up Water Analysis/ });
      await card
        .or(button(page, /Follow-up Water Analysis/))
        .first()
        .click();
      await expect(page).toHaveURL(/\/qce\/recurring\/wal\/applications$/);
    },
  },
  {
    route: 'recurring WAL order of payment',
    ...opened('shl-wal-eligible', PEDRO, 'sp', 1002),
    path: '/qce/recurring/wal/pages/order-of-payment',
    visit: requestFollowUp('wal', 1002),
  },
  ...pages(opened('shl-wal-eligible', PEDRO, 'sp', 1002), [
    ['recurring WAL payment validation', '/qce/recurring/wal/pages/payment-validation'],
  ]),
  {
    route: 'recurring WAL laboratory status',
    ...opened('shl-wal-eligible', PEDRO, 'sp', 1002),
    path: '/qce/recurring/wal/pages/lab-notif',
    prepare: completeFollowUp('REGULAR_LABORATORY'),
  },
  ...pages(opened('shl-wal-eligible', PEDRO, 'sp', 1002), [
    ['recurring WAL permit issuing', '/qce/recurring/wal/pages/permit-issuing'],
  ]),
  // Public document pages (no session).
  { route: 'documents', scenario: 'approved', path: '/qce/documents/1001' },
  { route: 'certificate validation', scenario: 'approved', path: '/qce/qcs' },
  // Maria's application and the past training session she completed (QR code of the yellow card).
  {
    route: 'massagist training document',
    scenario: 'massagist-approved',
    path: '/qce/docs/massagist/1001/1',
  },
];

let portal: IsolatedPortal;
let api: APIRequestContext;
let users: SeededUser[] = [];

// Spread over the workers, each with its own portal (a row resets the scenario it needs).
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ playwright }) => {
  portal = await startIsolatedPortal();
  api = await playwright.request.newContext({ baseURL: portal.url });
  users = await staffApi(api, portal.url).users();
});
test.afterAll(async () => {
  await api?.dispose();
  await portal?.stop();
});

/** Every group starts from its scenario (a group's staff steps and dialogs may change the records). */
async function reset(scenario: string): Promise<void> {
  const response = await api.post('/__staff/reset', { data: { scenario } });
  expect(response.ok(), `reset ${scenario}`).toBe(true);
}

const DIALOGS = '[role="dialog"], [role="alertdialog"]';

async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(main(page).getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
}

/** The first segment after /qce/ (`ihc`, `sp`, `recurring`, `faq`, ...). */
const trackOf = (path: string) => new URL(path, 'http://x').pathname.split('/')[2] ?? '';

/** The session's product a path sets (ADR 003: a track of another product is refused), if any. */
function productOf(path: string): string {
  const [, , track = '', lab = ''] = new URL(path, 'http://x').pathname.split('/');
  if (track === 'recurring') return `recurring ${lab}`;
  if (track === 'populate-primary-details') return 'sp';
  return ['ihc', 'sp'].includes(track) ? track : '';
}

/**
 * Rows of one applicant, application and track: one test, one sign-in, the application opened once. A
 * row of another scenario resets the backend in between (the applicant's token and the application id
 * stay the same) and its page loads afresh.
 */
const GROUPS = new Map<string, RouteCase[]>();
for (const c of ROUTES) {
  const key = `${c.user ?? 'no session'} ${c.current ? `${c.current.track} ${c.current.id}` : productOf(c.path)}`;
  GROUPS.set(key, [...(GROUPS.get(key) ?? []), c]);
}

const describeRow = (c: RouteCase) =>
  `${c.route} (${c.path})${c.dialogs ? ` with ${c.dialogs.map((d) => d.name).join(', ')}` : ''}`;

for (const [key, rows] of GROUPS) {
  test(`${rows.map(describeRow).join('; ')} [${key.trim()}]`, async ({ page }) => {
    test.setTimeout(30_000 + rows.length * 15_000);
    const [first] = rows;
    if (!first) return;
    let scenario = first.scenario;
    await reset(scenario);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const user = users.find((u) => Number(u.userId) === first.user);
    const ctx: Context = { api, user };
    const signedIn = first.user !== undefined;
    if (first.user !== undefined) {
      if (!user) throw new Error(`no seeded applicant ${first.user}`);
      await page.goto(`${portal.url}${signInPath(user)}`);
      await expect(page).toHaveURL((url) => !url.searchParams.has('token'));
    }
    if (first.current) {
      await page.goto(`${portal.url}/qce/${first.current.track}/applications`);
      await main(page)
        .getByRole('button', { name: `Open application ${first.current.id}` })
        .click();
      await expect(page).not.toHaveURL(/\/applications$/);
      await settled(page);
    }
    for (const c of rows) {
      await test.step(`${c.route} (${c.path}) [${c.scenario}]`, async () => {
        const reseeded = c.scenario !== scenario;
        if (reseeded) {
          scenario = c.scenario;
          await reset(scenario);
        }
        await c.prepare?.(ctx);
        if (c.visit) await c.visit(page, ctx);
        else {
          // Within a signed-in group and a track, the routers move without a reload (as a link would);
          // after a reset or staff steps, on another track or on the group's first page, a full load.
          if (reseeded || c.prepare || !signedIn || trackOf(page.url()) !== trackOf(c.path)) {
            await page.goto(`${portal.url}${c.path}`);
          } else {
            await page.evaluate((path) => {
              window.history.pushState({}, '', path);
              window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
            }, c.path);
          }
          // The route itself, not a redirect away from it.
          await expect(page).toHaveURL((url) => url.pathname === c.path);
        }
        await (c.ready ?? settled)(page);
        await expectNoSeriousA11yViolations(page);
        for (const dialog of c.dialogs ?? []) {
          await dialog.open(page, ctx);
          const opened = page
            .getByRole('dialog', { name: dialog.name, exact: true })
            .or(page.getByRole('alertdialog', { name: dialog.name, exact: true }));
          await expect(opened).toBeVisible();
          // The page behind was checked above; the dialog (a portal in body) on its own.
          await expectNoSeriousA11yViolations(page, { include: DIALOGS });
          if (dialog.close) await dialog.close(page);
          else await page.keyboard.press('Escape');
          await expect(opened).toBeHidden();
          const focused = expect.poll(() => page.evaluate(() => document.activeElement?.tagName), {
            message: `focus after ${dialog.name} closed`,
          });
          // Opened by itself: the page's main gets the focus (kit Dialog), not <body>.
          if (dialog.opensItself) await focused.toBe('MAIN');
          // Otherwise it goes back to the control that opened it, not lost to <body>.
          else if (!dialog.close) await focused.not.toBe('BODY');
        }
      });
    }
    expect(errors, 'uncaught page errors').toEqual([]);
  });
}
