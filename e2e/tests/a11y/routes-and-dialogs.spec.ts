/**
 * Issue 12 item 5, accessibility gate: axe (WCAG 2.0/2.1/2.2 A and AA) on every route of every journey,
 * public document pages included, and on every dialog a journey opens, with zero serious or critical
 * violations. Each row of the table seeds the scenario that makes the route reachable, signs in as that
 * scenario's applicant, opens the application from the track's history when the route needs a current
 * application, then checks the page and each of its dialogs.
 *
 * Own portal process per worker (own data file): the scenario resets never disturb other specs.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { startIsolatedPortal, type IsolatedPortal } from '../../support/isolated-portal';
import { signInPath } from '../../support/sign-in';
import { staffApi, type SeededUser } from '../../support/staff-api';

const JUAN = 101;
const MARIA = 102;
const PEDRO = 103;
const LIZA = 104;

interface DialogCase {
  /** The dialog's accessible name. */
  name: string;
  /** Opens it from the settled page. */
  open: (page: Page) => Promise<void>;
}

interface RouteCase {
  route: string;
  scenario: string;
  /** The signed-in applicant; absent for public pages opened without a session. */
  user?: number;
  /** Open this application from the track's history first (the track remembers the current one). */
  current?: { track: 'ihc' | 'sp'; id: number };
  path: string;
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
    scenario: 'draft',
    user: JUAN,
    current: { track: 'ihc', id: 1001 },
    path: '/qce/ihc/application-form',
    dialogs: [
      {
        name: 'Data Privacy Policy',
        open: (page) =>
          main(page).getByRole('button', { name: 'Data Privacy Policy' }).first().click(),
      },
      { name: 'Update Details', open: (page) => button(page, 'Update Details').click() },
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
    scenario: 'draft',
    user: JUAN,
    current: { track: 'ihc', id: 1001 },
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
    scenario: 'requirements-requires-update',
    user: JUAN,
    current: { track: 'ihc', id: 1001 },
    path: '/qce/ihc/requirements-upload',
  },
  {
    route: 'IHC application submitted',
    scenario: 'for-review',
    user: JUAN,
    current: { track: 'ihc', id: 1001 },
    path: '/qce/ihc/confirmation/application-submitted',
  },
  {
    route: 'IHC requirements validation',
    scenario: 'for-review',
    user: JUAN,
    current: { track: 'ihc', id: 1001 },
    path: '/qce/ihc/requirements-validation',
  },
  {
    route: 'IHC order of payment',
    scenario: 'payment-due',
    user: JUAN,
    current: { track: 'ihc', id: 1001 },
    path: '/qce/ihc/order-of-payment',
    dialogs: [
      // Shown by itself on arrival (payment §2 Payment screen).
      { name: 'Printing Notice', open: async () => {} },
      { name: 'Proceed?', open: (page) => button(page, 'Upload Proof of Payment').click() },
    ],
  },
  {
    route: 'IHC payment validation',
    scenario: 'payment-due',
    user: JUAN,
    current: { track: 'ihc', id: 1001 },
    path: '/qce/ihc/payment-validation',
  },
  {
    route: 'IHC payment validation (requires update)',
    scenario: 'payment-requires-update',
    user: JUAN,
    current: { track: 'ihc', id: 1001 },
    path: '/qce/ihc/payment-validation',
  },
  {
    route: 'IHC print order of payment',
    scenario: 'payment-due',
    user: JUAN,
    current: { track: 'ihc', id: 1001 },
    path: '/qce/print-temp/ihc',
  },
  {
    route: 'IHC HIV seminar',
    scenario: 'seminar-pending',
    user: JUAN,
    current: { track: 'ihc', id: 1001 },
    path: '/qce/ihc/hiv-seminar',
  },
  {
    route: 'IHC quiz results',
    scenario: 'quiz-failed',
    user: JUAN,
    current: { track: 'ihc', id: 1001 },
    path: '/qce/ihc/quiz-results/',
  },
  {
    route: 'IHC head approval',
    scenario: 'head-approval-pending',
    user: JUAN,
    current: { track: 'ihc', id: 1001 },
    path: '/qce/ihc/head-approval',
  },
  {
    route: 'IHC digital health certificate',
    scenario: 'approved',
    user: JUAN,
    current: { track: 'ihc', id: 1001 },
    path: '/qce/ihc/digital-health-certificate',
  },
  {
    route: 'IHC massagist training',
    scenario: 'massagist-training',
    user: MARIA,
    path: '/qce/ihc/applications',
  },
  {
    route: 'IHC bulk applicants',
    scenario: 'bulk-incomplete',
    user: LIZA,
    path: '/qce/ihc/applications',
  },
  // Sanitary permit journey.
  { route: 'SP landing', scenario: 'fresh', user: PEDRO, path: '/qce/sp/applications' },
  {
    route: 'SP landing (with application)',
    scenario: 'sp-with-employees',
    user: PEDRO,
    path: '/qce/sp/applications',
  },
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
    route: 'recurring WAL',
    scenario: 'shl-wal-eligible',
    user: PEDRO,
    path: '/qce/recurring/wal/applications',
  },
  // Public document pages (no session).
  { route: 'documents', scenario: 'approved', path: '/qce/documents/1001' },
  { route: 'certificate validation', scenario: 'approved', path: '/qce/qcs' },
];

let portal: IsolatedPortal;
let users: SeededUser[] = [];
let currentScenario = '';

// Spread over the workers, each with its own portal (a row resets the scenario it needs).
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ playwright }) => {
  portal = await startIsolatedPortal();
  const request = await playwright.request.newContext();
  try {
    users = await staffApi(request, portal.url).users();
  } finally {
    await request.dispose();
  }
});
test.afterAll(async () => {
  await portal?.stop();
});

async function reset(request: APIRequestContext, scenario: string): Promise<void> {
  if (scenario === currentScenario) return;
  const response = await request.post(`${portal.url}/__staff/reset`, { data: { scenario } });
  expect(response.ok(), `reset ${scenario}`).toBe(true);
  currentScenario = scenario;
}

async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(main(page).getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
}

/** Rows that share a scenario, an applicant and a current application: one test, one sign-in. */
const GROUPS = new Map<string, RouteCase[]>();
for (const c of ROUTES) {
  const key = `${c.scenario} ${c.user ?? 'no session'} ${c.current ? `${c.current.track} ${c.current.id}` : ''}`;
  GROUPS.set(key, [...(GROUPS.get(key) ?? []), c]);
}

for (const [key, rows] of GROUPS) {
  test(`${rows.map((c) => `${c.route} (${c.path})${c.dialogs ? ` with ${c.dialogs.map((d) => d.name).join(', ')}` : ''}`).join('; ')} [${key.trim()}]`, async ({
    page,
    request,
  }) => {
    const [first] = rows;
    if (!first) return;
    await reset(request, first.scenario);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const user = users.find((u) => Number(u.userId) === first.user);
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
      await test.step(`${c.route} (${c.path})`, async () => {
        await page.goto(`${portal.url}${c.path}`);
        await (c.ready ?? settled)(page);
        await expectNoSeriousA11yViolations(page);
        for (const dialog of c.dialogs ?? []) {
          await dialog.open(page);
          const opened = page
            .getByRole('dialog', { name: dialog.name })
            .or(page.getByRole('alertdialog', { name: dialog.name }));
          await expect(opened).toBeVisible();
          await expectNoSeriousA11yViolations(page);
          await page.keyboard.press('Escape');
          await expect(opened).toBeHidden();
        }
      });
    }
    expect(errors, 'uncaught page errors').toEqual([]);
  });
}
