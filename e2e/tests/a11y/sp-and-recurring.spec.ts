/**
 * Issue 12 item 5, accessibility gate (the runner in route-gate.ts): the sanitary permit journey and the
 * follow-up laboratory and water analysis tracks, each route and each dialog a journey opens, with zero
 * serious or critical axe violations.
 */
import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';
import {
  pngFile,
  requiredRequirementRows,
  selectFirstOption,
  staffPost,
  yesterdayInput,
} from '../ihc/helpers';
import {
  employeesCsv,
  fillEstablishment,
  handOffPath,
  handOverApplication,
  startSpApplication,
  submitCounts,
} from '../sp/helpers';
import {
  CANCEL_APPLICATION,
  CONFIRM_CHANGES,
  JUAN,
  PEDRO,
  REQUIREMENTS_LIST,
  UPDATE_DETAILS,
  button,
  historyNotice,
  main,
  opened,
  pages,
  rejectApplication,
  routeGate,
  type Context,
  type DialogCase,
  type RouteCase,
} from './route-gate';

/** Pedro's establishment in the 'sp-with-employees' scenario (application 1001, type New). */
const SEEDED_ESTABLISHMENT = {
  establishmentName: 'Reyes Bakeshop',
  ownerName: 'Pedro Reyes',
  mayorPermitNo: 'MP-2025-04512',
  address: '45 Maginhawa Street, Quezon City',
};

/**
 * Handle Health Certificates after the Add Applicant form was sent empty (its field errors) and an
 * employees CSV with an incomplete row was refused (the error and the list of rows).
 */
const HANDLE_HEALTH_CERTIFICATES: DialogCase = {
  name: 'Handle Health Certificates',
  open: async (page) => {
    await button(page, 'Handle Health Certificates').click();
    const dialog = page.getByRole('dialog', { name: 'Handle Health Certificates' });
    const add = dialog.getByRole('form', { name: 'Add Applicant' });
    await add.getByRole('button', { name: 'Add Applicant' }).click();
    await expect(add.getByText('First Name is required. Value should not be empty.')).toBeVisible();
    await dialog
      .getByLabel('Employees CSV file')
      .setInputFiles(employeesCsv([['', 'Andres', 'Bonifacio', '11/30/1988']]));
    await expect(dialog.getByRole('list', { name: 'Rows with incomplete details' })).toBeVisible();
  },
};

/** The required files the scenario leaves missing (the employees' certificates are in), certified, Submit. */
const SUBMIT_APPLICATION: DialogCase = {
  name: 'Submit Application',
  open: async (page) => {
    const { rows, required } = await requiredRequirementRows(page);
    for (const { index, name } of required.filter((r) => !/health certificate/i.test(r.name))) {
      const row = rows.nth(index);
      const review = row.getByRole('button', { name: `Review ${name}`, exact: true });
      if (await review.isEnabled()) continue;
      const date = row.getByLabel(`Test Completed Date for ${name}`, { exact: true });
      if ((await date.count()) > 0) await date.fill(yesterdayInput());
      await row.getByLabel(`File for ${name}`, { exact: true }).setInputFiles(pngFile('file.png'));
      await expect(review).toBeEnabled();
    }
    await main(page)
      .getByRole('checkbox', {
        name: 'I certify that the documents I uploaded are true and correct.',
      })
      .check();
    await button(page, 'Submit Application').click();
  },
};

const requiredDetails = (page: Page) => page.getByRole('dialog', { name: 'Required Details' });

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
    await expect(page).toHaveURL(`${ctx.url}/qce/recurring/${lab}/pages/order-of-payment`);
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

const ROUTES: RouteCase[] = [
  // Sanitary permit journey.
  { route: 'SP landing', scenario: 'fresh', user: PEDRO, path: '/qce/sp/applications' },
  ...pages(opened('sp-with-employees', PEDRO, 'sp', 1001), [
    ['SP landing (with application)', '/qce/sp/applications'],
  ]),
  {
    route: 'SP application form',
    ...opened('sp-with-employees', PEDRO, 'sp', 1001),
    path: '/qce/sp/application-form',
    dialogs: [UPDATE_DETAILS, CONFIRM_CHANGES, REQUIREMENTS_LIST],
  },
  {
    route: 'SP requirements upload',
    ...opened('sp-with-employees', PEDRO, 'sp', 1001),
    path: '/qce/sp/requirements-upload',
    // Submit last: it uploads the missing files.
    dialogs: [HANDLE_HEALTH_CERTIFICATES, CANCEL_APPLICATION, SUBMIT_APPLICATION],
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
    ['SP print order of payment', '/qce/print-temp/sp'],
    ['SP payment preview', '/qce/payment-preview/sp/1001/2/individual'],
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
    // A new application of the seeded establishment (same type and details): Next finds the ongoing one.
    route: 'SP application form (new application)',
    scenario: 'sp-with-employees',
    user: PEDRO,
    path: '/qce/sp/application-form',
    visit: async (page, ctx) => {
      await page.goto(`${ctx.url}/qce/sp/applications`);
      await startSpApplication(page, /^(?!New$)/);
    },
    dialogs: [
      {
        name: 'Ongoing Application Detected',
        open: async (page) => {
          await fillEstablishment(page, SEEDED_ESTABLISHMENT);
          await main(page)
            .getByRole('checkbox', { name: /I have read and agree to the Data Privacy Policy/ })
            .check();
          await submitCounts(page, '4', '3', '1');
        },
      },
    ],
  },
  {
    // Handed over by the department's permit system without an industry (payment §2).
    route: 'SP primary details',
    scenario: 'sp-with-employees',
    user: PEDRO,
    path: '/qce/populate-primary-details',
    visit: async (page, ctx) => {
      if (!ctx.user) throw new Error('the hand-over needs the owner');
      const id = await handOverApplication(ctx.api, ctx.user, {
        ...SEEDED_ESTABLISHMENT,
        establishmentName: 'Reyes Bakeshop Annex',
      });
      await page.goto(`${ctx.url}${handOffPath(ctx.user, id)}`);
      await expect(page).toHaveURL(`${ctx.url}/qce/populate-primary-details`);
    },
    ready: (page) =>
      expect(requiredDetails(page).getByRole('combobox', { name: /^Industry/ })).toBeEnabled(),
    dialogs: [
      {
        // The page is the dialog (not dismissible): closed by its Submit, which goes to the landing.
        name: 'Required Details',
        open: async () => {},
        close: async (page) => {
          await selectFirstOption(
            requiredDetails(page).getByRole('combobox', { name: /^Industry/ }),
          );
          await selectFirstOption(
            requiredDetails(page).getByRole('combobox', { name: /Sub-Industry/i }),
          );
          await requiredDetails(page).getByRole('button', { name: 'Submit' }).click();
          await expect(page).toHaveURL(/\/qce\/sp\/applications$/);
        },
      },
    ],
  },
  {
    route: 'SP landing (rejected application)',
    scenario: 'sp-with-employees',
    user: PEDRO,
    path: '/qce/sp/applications',
    prepare: rejectApplication(1001),
    dialogs: [historyNotice('Application already rejected', 1001)],
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
    visit: async (page, ctx) => {
      await page.goto(`${ctx.url}/qce/applications`);
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
];

routeGate(ROUTES);
