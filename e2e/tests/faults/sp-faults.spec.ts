/**
 * Issue 12 item 2, fault suite on the sanitary permit track (mf-sp): the application form, the Required
 * Details, the requirements upload and the water analysis step, each loaded once per fault
 * mode (500, network error, hang beyond the short client timeout) with its load calls failing; and the
 * main actions (Next creating an application, the Required Details' Submit, Add Applicant, Submit
 * Application), each call failed in each mode. The spec's message shows (intake §5, §8), or where
 * failures are silent (intake §8 "Other failures hide the loader and are only logged") no loader stays;
 * never a blank page or an uncaught error; what the owner typed stays; a sender does not send twice; the
 * retry works once the faults are lifted. The step frame's calls (application, audit log) are failed on
 * the application form only. Covered elsewhere: the landing is the kit's track landing (page-faults on the
 * IHC landing), the payment pages the kit's payment flow (journey-faults).
 */
import type { Page } from '@playwright/test';
import type { ActionFaultRow, FaultMode, Kept, LoadFaultRow } from '../../support/faults';
import { signIn } from '../../support/sign-in';
import type { SeededUser } from '../../support/staff-api';
import { pngFile, requiredRequirementRows, seededUser, yesterdayInput } from '../ihc/helpers';
import {
  PEDRO,
  fillEstablishment,
  handOffPath,
  handOverApplication,
  openSpApplication,
  startSpApplication,
} from '../sp/helpers';
import { actionRows, expect, loadRows, test } from './helpers';

const SERVER_MESSAGE = 'Injected fault: internal server error.';
const SAVE_FAILURE = 'Something went wrong. Please try again later.';
const UPDATE_FAILURE = 'Failed updating, try again in a while.';
const ADD_EMPLOYEE_FAILURE = 'Something went wrong. Please try again later';
const SUBMIT_FAILURE = 'Internal Issue. Please try again later.';

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: string) =>
  main(page).getByRole('heading', { name, level: 1 }).first();
const value = (page: Page, label: RegExp, expected: string) =>
  expect(main(page).getByLabel(label).first()).toHaveValue(expected);
const retryButton = (page: Page) =>
  page.getByRole('alert').getByRole('button', { name: 'Try again' });
const tryAgain = (page: Page) => retryButton(page).click();
const submitApplication = (page: Page) =>
  main(page).getByRole('button', { name: 'Submit Application', exact: true });
const requiredDetails = (page: Page) => page.getByRole('dialog', { name: 'Required Details' });

/** Pedro as the staff API lists him (the permit system hands applications over in his name). */
const PEDRO_OWNER: SeededUser = {
  userId: PEDRO,
  token: `token-pedro-${PEDRO}`,
  email: 'pedro.reyes@example.com',
};

/** Pedro signed in (the scenario's establishment owner). */
async function pedro(page: Page): Promise<void> {
  await signIn(page, { userId: PEDRO, token: `token-pedro-${PEDRO}` });
}

/** Opens `appId` from the SP history (the track remembers it), then goes to `path`. */
async function openStep(page: Page, appId: string, path = '/qce/sp/application-form') {
  await page.goto('/qce/sp/applications');
  await openSpApplication(page, appId);
  if (path !== '/qce/sp/application-form') await page.goto(path);
}

/** The permit system hands a new application (no industry yet) over: the Required Details open. */
async function handedOver(page: Page, owner: SeededUser): Promise<void> {
  const appId = await handOverApplication(page.request, owner, {
    establishmentName: 'Fault Eatery',
    ownerName: 'Pedro Reyes',
    mayorPermitNo: 'MP-FAULT-01',
    address: '3 Rizal Ave., Quezon City',
  });
  await page.goto(handOffPath(owner, appId));
  await expect(requiredDetails(page)).toBeVisible();
}

/** Chooses the first food industry and sub-industry of the Required Details; returns what must stay. */
async function chooseIndustry(page: Page): Promise<Kept> {
  const dialog = requiredDetails(page);
  const industry = dialog.getByRole('combobox', { name: /^Industry/ });
  const subIndustry = dialog.getByRole('combobox', { name: /Sub-Industry/i });
  await industry.selectOption({ index: 1 });
  await expect(subIndustry).toBeEnabled();
  await subIndustry.selectOption({ index: 1 });
  const chosen = [await industry.inputValue(), await subIndustry.inputValue()];
  return async (p) => {
    await expect(requiredDetails(p).getByRole('combobox', { name: /^Industry/ })).toHaveValue(
      chosen[0] ?? '',
    );
    await expect(requiredDetails(p).getByRole('combobox', { name: /Sub-Industry/i })).toHaveValue(
      chosen[1] ?? '',
    );
  };
}

interface SpLoadRow extends LoadFaultRow {
  scenario: string;
}

// prettier-ignore
const PAGES: SpLoadRow[] = [
  {
    // The step frame (application and audit log); what the owner typed is a draft and survives.
    page: 'application form', scenario: 'sp-with-employees',
    endpoints: ['APPLICATION_BY_ID', 'AUDIT_PROGRESS'],
    setup: (p) => openStep(p, '1001'),
    type: async (p) => {
      await main(p).getByLabel(/^Establishment Name/).fill('Reyes Bakeshop Annex');
      return (q) => value(q, /^Establishment Name/, 'Reyes Bakeshop Annex');
    },
    during: async (p) => {
      await expect(heading(p, 'Sanitary Permit Application Form')).toBeVisible();
      await expect(retryButton(p)).toBeVisible();
    },
    retry: tryAgain,
    after: (p) => expect(main(p).getByLabel(/^Owner Name/)).toHaveValue('Pedro Reyes'),
  },
  {
    // A handed-over application (no industry yet): its record and the food industries.
    page: 'Required Details', scenario: 'sp-with-employees',
    endpoints: ['APPLICATION_BY_ID', 'INDUSTRIES'],
    setup: (p) => handedOver(p, PEDRO_OWNER),
    type: chooseIndustry,
    open: (p) => p.goto('/qce/populate-primary-details').then(() => undefined),
    during: async (p) => {
      await expect(heading(p, 'Required Details')).toBeVisible();
      await expect(retryButton(p)).toBeVisible();
    },
    retry: tryAgain,
    after: (p) => expect(requiredDetails(p).getByRole('button', { name: 'Submit' })).toBeEnabled(),
  },
  {
    page: 'requirements upload', scenario: 'sp-with-employees',
    endpoints: ['REQUIREMENTS', 'UPLOADS', 'SP_EMPLOYEES'],
    setup: (p) => openStep(p, '1001', '/qce/sp/requirements-upload'),
    // Not an empty table with Submit Application (required files would go missing): a retry.
    during: async (p) => {
      await expect(heading(p, 'Requirements Upload')).toBeVisible();
      await expect(retryButton(p)).toBeVisible();
      await expect(submitApplication(p)).toHaveCount(0);
    },
    after: async (p) => {
      await expect(main(p).getByRole('table', { name: 'Requirements' }).getByRole('rowheader').first()).toBeVisible();
      await expect(main(p).getByText('Employees uploaded: 3 of 3 with a health certificate.')).toBeVisible();
    },
  },
  {
    page: 'water analysis', scenario: 'shl-wal-eligible', endpoints: ['LABORATORY'],
    setup: async (p) => {
      await openStep(p, '1002', '/qce/sp/water-analysis');
      await expect(heading(p, 'Water Analysis')).toBeVisible();
    },
    during: async (p) => {
      await expect(heading(p, 'Water Analysis')).toBeVisible();
      await expect(retryButton(p)).toBeVisible();
    },
    retry: tryAgain,
    after: (p) => expect(main(p).getByText('The water analysis of your establishment is completed.')).toBeVisible(),
  },
];

interface SpActionRow extends ActionFaultRow {
  scenario: string;
  /** Needs the owner as the staff API lists him (token, e-mail). */
  prepare: (page: Page, owner?: SeededUser) => Promise<Kept>;
}

const nextButton = (page: Page) => main(page).getByRole('button', { name: 'Next', exact: true });
const addApplicant = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Handle Health Certificates' })
    .getByRole('form', { name: 'Add Applicant' });
const updateDetails = (page: Page) => page.getByRole('dialog', { name: 'Update Details' });
const confirmChanges = (page: Page) => page.getByRole('alertdialog', { name: 'Confirm Changes' });
const cancelConfirm = (page: Page) => page.getByRole('alertdialog', { name: 'Cancel Application' });
const submitConfirm = (page: Page) => page.getByRole('alertdialog', { name: 'Submit Application' });

// prettier-ignore
const ACTIONS: SpActionRow[] = [
  {
    action: 'new application form: Next', scenario: 'sp-with-employees',
    endpoints: ['APPLICATION_EXIST', 'APPLICATION_CREATE'],
    message: () => SAVE_FAILURE,
    prepare: async (p) => {
      await p.goto('/qce/sp/applications');
      await startSpApplication(p, /amendment|retirement/i);
      await fillEstablishment(p, {
        establishmentName: 'Fault Bakery', ownerName: 'Pedro Reyes',
        mayorPermitNo: 'MP-FAULT-02', address: '4 Rizal Ave., Quezon City',
      });
      await p.getByLabel(/^Total Number of Employees/).fill('4');
      await p.getByLabel(/^Employees with Health Certificate/).fill('3');
      await p.getByLabel(/^Employees without Health Certificate/).fill('1');
      await p.getByRole('checkbox', { name: /I have read and agree to the Data Privacy Policy/ }).check();
      return async (q) => {
        await value(q, /^Establishment Name/, 'Fault Bakery');
        await value(q, /^Total Number of Employees/, '4');
      };
    },
    act: (p) => nextButton(p).click(),
    sender: nextButton,
    succeeded: (p) => expect(p.getByRole('dialog', { name: 'Requirements List' })).toBeVisible(),
  },
  {
    action: 'Required Details: Submit', scenario: 'sp-with-employees', endpoints: ['APPLICATION_UPDATE'],
    message: () => UPDATE_FAILURE,
    prepare: async (p, owner) => {
      if (!owner) throw new Error('the Required Details need the owner');
      await handedOver(p, owner);
      return chooseIndustry(p);
    },
    act: (p) => requiredDetails(p).getByRole('button', { name: 'Submit' }).click(),
    sender: (p) => requiredDetails(p).getByRole('button', { name: 'Submit' }),
    succeeded: (p) => expect(heading(p, 'Sanitary Permit Applications')).toBeVisible(),
  },
  {
    // The dialog stays open with the chosen industry (the confirm closes), the failure shows, Save retries.
    action: 'application form: Update Details save', scenario: 'sp-with-employees',
    endpoints: ['APPLICATION_UPDATE'],
    message: () => UPDATE_FAILURE,
    prepare: async (p) => {
      await openStep(p, '1001');
      await main(p).getByRole('button', { name: 'Update Details' }).click();
      const industry = updateDetails(p).getByRole('combobox', { name: /^Industry/ });
      await expect(industry.locator('option')).not.toHaveCount(1);
      // Another food industry than the application's (its sub-industry and business line reset too).
      const current = await industry.inputValue();
      const options = await industry.locator('option:not([value=""])').evaluateAll((nodes) =>
        nodes.map((node) => (node as HTMLOptionElement).value));
      const chosen = options.find((option) => option !== current) ?? '';
      await industry.selectOption(chosen);
      return (q) => expect(updateDetails(q).getByRole('combobox', { name: /^Industry/ })).toHaveValue(chosen);
    },
    act: async (p) => {
      await updateDetails(p).getByRole('button', { name: 'Save' }).click();
      await confirmChanges(p).getByRole('button', { name: 'Confirm' }).click();
    },
    sender: (p) => confirmChanges(p).getByRole('button', { name: 'Confirm' }),
    succeeded: (p) => expect(p.getByText('Applicant Details Updated.').first()).toBeVisible(),
  },
  {
    action: 'Handle Health Certificates: Add Applicant', scenario: 'sp-with-employees',
    endpoints: ['SP_EMPLOYEE_ADD'],
    message: (_endpoint, mode: FaultMode) => (mode === '500' ? SERVER_MESSAGE : ADD_EMPLOYEE_FAILURE),
    prepare: async (p) => {
      await openStep(p, '1001', '/qce/sp/requirements-upload');
      await main(p).getByRole('button', { name: 'Handle Health Certificates' }).click();
      const form = addApplicant(p);
      await form.getByLabel(/^First Name/).fill('Emilio');
      await form.getByLabel(/^Last Name/).fill('Aguinaldo');
      await form.getByLabel(/^Employee Email/).fill('emilio.a@example.com');
      await form.getByLabel(/^Date of Birth/).fill('1989-03-22');
      return async (q) => {
        await expect(addApplicant(q).getByLabel(/^First Name/)).toHaveValue('Emilio');
        await expect(addApplicant(q).getByLabel(/^Employee Email/)).toHaveValue('emilio.a@example.com');
      };
    },
    act: (p) => addApplicant(p).getByRole('button', { name: 'Add Applicant' }).click(),
    sender: (p) => addApplicant(p).getByRole('button', { name: 'Add Applicant' }),
    succeeded: (p) =>
      expect(p.getByRole('dialog', { name: 'Handle Health Certificates' }).getByRole('rowheader', { name: 'Emilio Aguinaldo' })).toBeVisible(),
  },
  {
    // A failed discard closes the confirmation and stays on the step; the application is still there.
    action: 'requirements upload: Cancel Application', scenario: 'sp-with-employees',
    endpoints: ['APPLICATION_DISCARD'],
    message: () => SAVE_FAILURE,
    prepare: async (p) => {
      await openStep(p, '1001', '/qce/sp/requirements-upload');
      return (q) => expect(heading(q, 'Requirements Upload')).toBeVisible();
    },
    act: async (p) => {
      await main(p).getByRole('button', { name: 'Cancel Application' }).click();
      await cancelConfirm(p).getByRole('button', { name: 'Cancel Application' }).click();
    },
    sender: (p) => cancelConfirm(p).getByRole('button', { name: 'Cancel Application' }),
    succeeded: (p) => expect(heading(p, 'Sanitary Permit Applications')).toBeVisible(),
  },
  {
    action: 'requirements upload: Submit Application', scenario: 'sp-with-employees',
    endpoints: ['SUBMIT_REQUIREMENTS'],
    message: () => SUBMIT_FAILURE,
    prepare: async (p) => {
      await openStep(p, '1001', '/qce/sp/requirements-upload');
      // The scenario leaves required files missing (the employees' certificates are uploaded).
      const { rows, required } = await requiredRequirementRows(p);
      for (const { index, name } of required) {
        const row = rows.nth(index);
        if (/health certificate/i.test(name)) continue;
        if (await row.getByRole('button', { name: `Review ${name}`, exact: true }).isEnabled()) continue;
        const date = row.getByLabel(`Test Completed Date for ${name}`, { exact: true });
        if ((await date.count()) > 0) await date.fill(yesterdayInput());
        await row.getByLabel(`File for ${name}`, { exact: true }).setInputFiles(pngFile('x.png'));
        await expect(row.getByRole('button', { name: `Review ${name}`, exact: true })).toBeEnabled();
      }
      const certify = p.getByRole('checkbox', {
        name: 'I certify that the documents I uploaded are true and correct.',
      });
      await certify.check();
      return (q) => expect(q.getByRole('checkbox', { name: 'I certify that the documents I uploaded are true and correct.' })).toBeChecked();
    },
    act: async (p) => {
      await submitApplication(p).click();
      await submitConfirm(p).getByRole('button', { name: 'Submit Application' }).click();
    },
    // The confirm stays open while the submission runs.
    sender: (p) => submitConfirm(p).getByRole('button', { name: 'Submit Application' }),
    succeeded: (p) => expect(p).toHaveURL(/\/qce\/sp\/confirmation\/application-submitted$/),
  },
];

test('SP pages, each load call 500, network, hang -> no blank page, no uncaught error, typed values kept, retry works', async ({
  faults,
  staff,
}) => {
  await pedro(faults.page);
  await loadRows(faults, staff, PAGES);
});

test("SP actions, each call 500, network, hang -> the spec's message, typed values kept, sent once, works once lifted", async ({
  faults,
  staff,
}) => {
  const owner = await seededUser(await staff.users(), PEDRO);
  await pedro(faults.page);
  const rows = ACTIONS.map((row) => ({ ...row, prepare: (p: Page) => row.prepare(p, owner) }));
  await actionRows(faults, staff, rows, { resetEach: true });
});
