/**
 * Issue 12 item 5, accessibility gate (the runner in route-gate.ts): the shell pages, the individual and
 * bulk health card journey and the public document pages, each route and each dialog a journey opens,
 * with zero serious or critical axe violations. The sanitary permit and follow-up tracks are in
 * sp-and-recurring.spec.ts.
 *
 * Checked elsewhere, on the way: the Upload source and Submit Application confirmations, the knowledge
 * test, Submit answers? and the passed result (tests/ihc/keyboard-individual-journey.spec.ts); Ongoing
 * Application Detected (tests/ihc/individual-journey.spec.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../../support/fixtures';
import { staffPost } from '../ihc/helpers';
import {
  CANCEL_APPLICATION,
  CONFIRM_CHANGES,
  JUAN,
  LIZA,
  MARIA,
  REQUIREMENTS_LIST,
  UPDATE_DETAILS,
  asApplicant,
  button,
  historyNotice,
  main,
  opened,
  pages,
  rejectApplication,
  routeGate,
  type Context,
  type RouteCase,
} from './route-gate';

/** Liza's bulk application in the 'bulk-incomplete' scenario. */
const BULK = 501;
/** Rosa, and her part of Liza's bulk in the 'bulk-part' scenario. */
const ROSA = 106;
const ROSA_PART = 1002;

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

const bulkSource = (page: Page) =>
  main(page)
    .getByRole('region', { name: 'Validate and Submit' })
    .getByRole('radio', { name: 'External Laboratory' });

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

/** Landing rows whose history row opens a notice: `[route, scenario, applicant, notice, application]`. */
const historyNotices = (
  list: Array<[route: string, scenario: string, user: number, notice: string, id: number]>,
): RouteCase[] =>
  list.map(([route, scenario, user, notice, id]) => ({
    route,
    scenario,
    user,
    path: '/qce/ihc/applications',
    dialogs: [historyNotice(notice, id)],
  }));

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
      UPDATE_DETAILS,
      CONFIRM_CHANGES,
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
  ...pages(opened('payment-due', JUAN, 'ihc', 1001), [
    ['IHC payment validation', '/qce/ihc/payment-validation'],
    ['IHC print order of payment', '/qce/print-temp/ihc'],
    ['IHC payment preview', '/qce/payment-preview/ihc/1001/1/individual'],
  ]),
  {
    route: 'IHC payment validation (requires update)',
    ...opened('payment-requires-update', JUAN, 'ihc', 1001),
    path: '/qce/ihc/payment-validation',
    // Opens by itself with the remarks (payment §2 Payment validation screen).
    dialogs: [{ name: 'Payment Requires Update', open: async () => {}, opensItself: true }],
  },
  ...pages(opened('payment-submitted', JUAN, 'ihc', 1001), [
    ['IHC payment validation (submitted)', '/qce/ihc/payment-validation'],
  ]),
  ...pages(opened('seminar-pending', JUAN, 'ihc', 1001), [
    ['IHC HIV seminar', '/qce/ihc/hiv-seminar'],
    ['IHC payment validation (validated)', '/qce/ihc/payment-validation'],
  ]),
  {
    route: 'IHC quiz results',
    ...opened('quiz-failed', JUAN, 'ihc', 1001),
    path: '/qce/ihc/quiz-results/',
  },
  ...pages(opened('head-approval-pending', JUAN, 'ihc', 1001), [
    ['IHC head approval', '/qce/ihc/head-approval'],
    ['IHC under review', '/qce/ihc/under-review'],
  ]),
  {
    route: 'IHC review completed (rejected)',
    ...opened('head-approval-pending', JUAN, 'ihc', 1001),
    path: '/qce/ihc/review-completed',
    prepare: rejectApplication(1001),
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
    visit: async (page, ctx) => {
      await page.goto(`${ctx.url}/qce/ihc/digital-health-certificate`);
      const link = await page
        .locator('svg[data-qr-value*="/qce/laboratory/"]')
        .first()
        .getAttribute('data-qr-value');
      if (!link) throw new Error('no laboratory QR code on the certificate');
      await page.goto(`${ctx.url}${new URL(link).pathname}`);
    },
  },
  ...pages(opened('approved', JUAN, 'ihc', 1001), [
    ['IHC certificate issuing', '/qce/ihc/certificate-issuing'],
    ['IHC seminar certificate', '/qce/ihc/hiv-certificate/'],
    ['IHC review completed', '/qce/ihc/review-completed'],
    ['IHC HIV seminar (completed)', '/qce/ihc/hiv-seminar'],
  ]),
  {
    route: 'IHC landing (rejected application)',
    scenario: 'rejected',
    user: JUAN,
    path: '/qce/ihc/applications',
    dialogs: [
      historyNotice('Application already rejected', 1001),
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
  ...historyNotices([
    ['IHC landing (on hold)', 'on-hold', JUAN, 'ON HOLD', 1001],
    ['IHC landing (rejected bulk)', 'bulk-rejected', LIZA, 'Application already rejected', BULK],
    ['IHC landing (cancelled bulk)', 'bulk-discarded', LIZA, 'already rejected/cancelled', BULK],
  ]),
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
  ]),
  // Rosa's part of Liza's submitted bulk, opened from her Individual History.
  ...pages(opened('bulk-part', ROSA, 'ihc', ROSA_PART), [
    ['IHC bulk-part application form', '/qce/ihc/application-form'],
    ['IHC bulk-part requirements upload', '/qce/ihc/bulk-part/requirements-upload'],
    ['IHC bulk-part order of payment', '/qce/ihc/bulk-part/order-of-payment'],
  ]),
  // Public document pages (no session).
  { route: 'documents', scenario: 'approved', path: '/qce/documents/1001' },
  // Without a value (the tampered notice) and with a certificate's value (its parts listed).
  { route: 'certificate validation', scenario: 'approved', path: '/qce/qcs' },
  {
    route: 'certificate validation (valid value)',
    scenario: 'approved',
    // Juan's certificate (application 1001, issued this year): the validation service confirms it (issue 23).
    path: `/qce/qcs?ecs=IHC-${new Date().getFullYear()}-001001,Juan%20Garcia%20Dela%20Cruz`,
  },
  // Maria's application and the past training session she completed (QR code of the yellow card).
  {
    route: 'massagist training document',
    scenario: 'massagist-approved',
    path: '/qce/docs/massagist/1001/1',
  },
];

routeGate(ROUTES);
