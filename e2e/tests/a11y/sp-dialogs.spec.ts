/**
 * Issue 12 item 5, accessibility gate in the browser (the runner in route-gate.ts), trimmed by issue 25
 * item 5 to the sanitary permit's own dialog families, each on one route: Handle Health Certificates
 * (its form errors and CSV row list), Ongoing Application Detected, Required Details (the page that is a
 * dialog). Colour contrast and layout of the page families: routes-and-dialogs.spec.ts.
 *
 * Every sanitary permit and follow-up route and dialog runs in jest (msw mock backend; axe without
 * contrast, Escape and where the focus goes):
 * - mf-sp/src/features/a11y.test.tsx: every SP route (landing, application form, requirements upload,
 *   submitted, requirements validation, order of payment, payment validation, under review, review
 *   completed and rejected, head approval, permit issuing, digital sanitary permit) and its dialogs
 *   (Update Details, Confirm Changes, Requirements List, Handle Health Certificates, Cancel Application,
 *   Submit Application, Application already rejected);
 * - mf-sp/src/features/application-form/application-form-page.test.tsx: Ongoing Application Detected;
 * - mf-sp/src/features/primary-details/primary-details-page.test.tsx: Required Details;
 * - mf-sp/src/features/water-analysis/water-analysis-page.test.tsx: water analysis;
 * - mf-certificates/src/printable-pages.test.tsx: the SP print view and payment preview;
 * - mf-recurring/src/features/a11y.test.tsx: the SHL and WAL follow-up routes.
 */
import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';
import { selectFirstOption } from '../ihc/helpers';
import {
  employeesCsv,
  fillEstablishment,
  handOffPath,
  handOverApplication,
  startSpApplication,
  submitCounts,
} from '../sp/helpers';
import {
  PEDRO,
  button,
  main,
  opened,
  routeGate,
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

const requiredDetails = (page: Page) => page.getByRole('dialog', { name: 'Required Details' });

const ROUTES: RouteCase[] = [
  {
    route: 'SP requirements upload',
    ...opened('sp-with-employees', PEDRO, 'sp', 1001),
    path: '/qce/sp/requirements-upload',
    dialogs: [HANDLE_HEALTH_CERTIFICATES],
  },
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
];

routeGate(ROUTES);
