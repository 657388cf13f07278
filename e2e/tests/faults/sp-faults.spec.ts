/**
 * Issue 12 item 2, fault suite on the sanitary permit track (mf-sp): the application form, the Required
 * Details, the requirements upload, the water analysis step and the steps after the review (Under Review,
 * Review Completed, Head Approval, Permit Issuing), each loaded once per fault mode (500, network error,
 * hang beyond the short client timeout) with its load calls failing; and the main actions (Next creating
 * an application, the Required Details' Submit, Add Applicant, Submit Application) and the Handle Health
 * Certificates dialog's (Upload Employees, an employee's health certificate, the removals), each call
 * failed in each mode. The spec's message shows (intake §5, §8), or where failures are silent (intake §8
 * "Other failures hide the loader and are only logged") no loader stays; never a blank page or an uncaught
 * error; what the owner typed stays; a sender does not send twice; the retry works once the faults are
 * lifted. The step frame's calls (application, audit log) are failed on the application form, and on
 * Under Review, Review Completed and Permit Issuing (their only load calls). Covered elsewhere: the landing
 * is the kit's track landing (page-faults on the IHC landing), the payment pages the kit's payment flow
 * (journey-faults).
 */
import type { Page } from '@playwright/test';
import type { ActionFaultRow, FaultMode, Kept, LoadFaultRow } from '../../support/faults';
import { signIn } from '../../support/sign-in';
import type { SeededUser } from '../../support/staff-api';
import { pngFile, requiredRequirementRows, seededUser, yesterdayInput } from '../ihc/helpers';
import {
  PEDRO,
  employeesCsv,
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
const CSV_FAILURE = 'File not uploaded. Issue encountered during uploading. Please try again.';
const FILE_FAILURE = 'Encountered issue while uploading the file. Please try again in a while.';
const PERSIST_FAILURE =
  'Encountered issues while saving upload file details. Please try again in a while or ask for support.';
/** A failed removal: the spec names no message (intake §8), the dialog says what Add Applicant says. */
const REMOVE_FAILURE = ADD_EMPLOYEE_FAILURE;

/** The server's message on a 500, otherwise `fallback` (intake §8 "server message, otherwise ..."). */
const serverOr = (fallback: string) => (_endpoint: string, mode: FaultMode) =>
  mode === '500' ? SERVER_MESSAGE : fallback;

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: string) =>
  main(page).getByRole('heading', { name, level: 1 }).first();
const value = (page: Page, label: RegExp, expected: string) =>
  expect(main(page).getByLabel(label).first()).toHaveValue(expected);
const retryButton = (page: Page) =>
  page.getByRole('alert').getByRole('button', { name: 'Try again' });
const tryAgain = (page: Page) => retryButton(page).click();
/** The page's title stays with a retry in place of what failed to load. */
const retryUnder = (title: string) => async (page: Page) => {
  await expect(heading(page, title)).toBeVisible();
  await expect(retryButton(page)).toBeVisible();
};
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

/** The step frame's load calls: the application and its audit log. */
const FRAME = ['APPLICATION_BY_ID', 'AUDIT_PROGRESS'];
const goToPermitIssuing = (page: Page) =>
  main(page).getByRole('button', { name: 'Go to Permit Issuing' });

interface SpLoadRow extends LoadFaultRow {
  scenario: string;
}

// prettier-ignore
const PAGES: SpLoadRow[] = [
  {
    // The step frame (application and audit log); what the owner typed is a draft and survives.
    page: 'application form', scenario: 'sp-with-employees',
    endpoints: FRAME,
    setup: (p) => openStep(p, '1001'),
    type: async (p) => {
      await main(p).getByLabel(/^Establishment Name/).fill('Reyes Bakeshop Annex');
      return (q) => value(q, /^Establishment Name/, 'Reyes Bakeshop Annex');
    },
    during: retryUnder('Sanitary Permit Application Form'),
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
    during: retryUnder('Required Details'),
    retry: tryAgain,
    after: (p) => expect(requiredDetails(p).getByRole('button', { name: 'Submit' })).toBeEnabled(),
  },
  {
    page: 'requirements upload', scenario: 'sp-with-employees',
    endpoints: ['REQUIREMENTS', 'UPLOADS', 'SP_EMPLOYEES'],
    setup: (p) => openStep(p, '1001', '/qce/sp/requirements-upload'),
    // Not an empty table with Submit Application (required files would go missing): a retry.
    during: async (p) => {
      await retryUnder('Requirements Upload')(p);
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
    during: retryUnder('Water Analysis'),
    retry: tryAgain,
    after: (p) => expect(main(p).getByText('The water analysis of your establishment is completed.')).toBeVisible(),
  },
];

/**
 * The steps after the review, with application 1002 (approved): their only load calls are the step frame's,
 * except Head Approval's own reading of the audit log (the frame's is silent, intake §8).
 */
// prettier-ignore
const AFTER_REVIEW: SpLoadRow[] = [
  {
    page: 'Under Review', scenario: 'shl-wal-eligible', endpoints: FRAME,
    setup: (p) => openStep(p, '1002', '/qce/sp/under-review'),
    during: retryUnder('Under Review'),
    retry: tryAgain,
    after: (p) => expect(main(p).getByText('The department head is reviewing your sanitary permit application.')).toBeVisible(),
  },
  {
    page: 'Review Completed', scenario: 'shl-wal-eligible', endpoints: FRAME,
    setup: (p) => openStep(p, '1002', '/qce/sp/review-completed'),
    during: retryUnder('Review Completed'),
    retry: tryAgain,
    after: (p) => expect(main(p).getByRole('link', { name: 'Go to Issuing' })).toBeVisible(),
  },
  {
    // Not a disabled Go to Permit Issuing for an approved permit: a retry.
    page: 'Head Approval', scenario: 'shl-wal-eligible', endpoints: ['AUDIT_PROGRESS'],
    setup: (p) => openStep(p, '1002', '/qce/sp/head-approval'),
    during: async (p) => {
      await retryUnder('Head Approval')(p);
      await expect(goToPermitIssuing(p)).toHaveCount(0);
    },
    retry: tryAgain,
    after: (p) => expect(goToPermitIssuing(p)).toBeEnabled(),
  },
  {
    page: 'Permit Issuing', scenario: 'shl-wal-eligible', endpoints: FRAME,
    setup: (p) => openStep(p, '1002', '/qce/sp/permit-issuing'),
    during: retryUnder('Permit Issuing'),
    retry: tryAgain,
    after: (p) => expect(main(p).getByRole('button', { name: 'View Sanitary Permit' })).toBeEnabled(),
  },
];

interface SpActionRow extends ActionFaultRow {
  scenario: string;
  /** Needs the owner as the staff API lists him (token, e-mail). */
  prepare: (page: Page, owner?: SeededUser) => Promise<Kept>;
}

const nextButton = (page: Page) => main(page).getByRole('button', { name: 'Next', exact: true });
const healthCertificates = (page: Page) =>
  page.getByRole('dialog', { name: 'Handle Health Certificates' });
const addApplicant = (page: Page) =>
  healthCertificates(page).getByRole('form', { name: 'Add Applicant' });
const employees = (page: Page) =>
  healthCertificates(page).getByRole('table', { name: 'Employees' });
const employee = (page: Page, name: string) => employees(page).getByRole('rowheader', { name });
const employeeButton = (page: Page, name: string) => employees(page).getByRole('button', { name });

/**
 * Opens the Handle Health Certificates dialog of application 1001 (Jose Rizal with a certificate number,
 * Andres Bonifacio and Gabriela Silang with a certificate for review); returns that it stays open with
 * `name` listed.
 */
async function openHealthCertificates(page: Page, name: string): Promise<Kept> {
  await openStep(page, '1001', '/qce/sp/requirements-upload');
  await main(page).getByRole('button', { name: 'Handle Health Certificates' }).click();
  await expect(employee(page, name)).toBeVisible();
  return (p) => expect(employee(p, name)).toBeVisible();
}

/** The dialog says `text`, and no failure from the faults is left on it. */
const dialogSays = (text: string) => async (page: Page) => {
  await expect(healthCertificates(page).getByText(text, { exact: true })).toBeVisible();
  await expect(healthCertificates(page).getByRole('alert')).toHaveCount(0);
};
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
    message: serverOr(ADD_EMPLOYEE_FAILURE),
    prepare: async (p) => {
      await openHealthCertificates(p, 'Jose Rizal');
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
    succeeded: (p) => expect(employee(p, 'Emilio Aguinaldo')).toBeVisible(),
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

/** `button` on Gabriela Silang's row of the dialog (one call); `succeeded` once it worked. */
function removal(
  button: string,
  endpoint: string,
  succeeded: (page: Page) => Promise<void>,
): SpActionRow {
  return {
    action: `Handle Health Certificates: ${button}`,
    scenario: 'sp-with-employees',
    endpoints: [endpoint],
    message: () => REMOVE_FAILURE,
    prepare: (p) => openHealthCertificates(p, 'Gabriela Silang'),
    act: (p) => employeeButton(p, button).click(),
    sender: (p) => employeeButton(p, button),
    succeeded,
  };
}

/**
 * The Handle Health Certificates dialog's other calls (intake §2 Sanitary permit bulk): its uploads (file
 * inputs that send on choosing a file and are disabled while a call runs, so no sender to press again)
 * and its removals.
 */
// prettier-ignore
const HEALTH_CERTIFICATES: SpActionRow[] = [
  {
    action: 'Handle Health Certificates: Upload Employees', scenario: 'sp-with-employees',
    endpoints: ['SP_EMPLOYEES_CSV'],
    message: serverOr(CSV_FAILURE),
    prepare: (p) => openHealthCertificates(p, 'Andres Bonifacio'),
    act: (p) => healthCertificates(p).getByLabel('Employees CSV file').setInputFiles(employeesCsv([
      ['apolinario.m@example.com', 'Apolinario', 'Mabini', '07/23/1986'],
      ['melchora.a@example.com', 'Melchora', 'Aquino', '01/06/1992'],
    ])),
    succeeded: async (p) => {
      await dialogSays('2 employee(s) uploaded.')(p);
      await expect(employee(p, 'Melchora Aquino')).toBeVisible();
    },
  },
  {
    // A re-upload first removes the earlier certificate (intake §4), then stores the file and its details.
    action: "Handle Health Certificates: Andres Bonifacio's health certificate again", scenario: 'sp-with-employees',
    endpoints: ['SP_EMPLOYEE_CERTIFICATE_DELETE', 'FILE_UPLOAD', 'SP_EMPLOYEE_CERTIFICATE_SAVE'],
    message: (endpoint) => (endpoint === 'FILE_UPLOAD' ? FILE_FAILURE : PERSIST_FAILURE),
    prepare: (p) => openHealthCertificates(p, 'Andres Bonifacio'),
    act: async (p) => {
      // As for a person: the file is chosen once the row takes one (not while the list is still busy).
      const input = employees(p).getByLabel('Health certificate for Andres Bonifacio');
      await expect(input).toBeEnabled();
      await input.setInputFiles(pngFile('hc.png'));
    },
    succeeded: dialogSays('Health certificate of Andres Bonifacio uploaded.'),
  },
  removal('Remove employee Gabriela Silang', 'SP_EMPLOYEE_DELETE', async (p) => {
    await dialogSays('Gabriela Silang removed.')(p);
    await expect(employee(p, 'Gabriela Silang')).toHaveCount(0);
  }),
  removal('Remove health certificate of Gabriela Silang', 'SP_EMPLOYEE_CERTIFICATE_DELETE',
    dialogSays('Health certificate of Gabriela Silang removed.')),
];

// A test per row: each within the 60 s a test has, also on the shared machine.
for (const row of [...PAGES, ...AFTER_REVIEW]) {
  test(`SP ${row.page}, its load calls 500, network, hang -> no blank page, no uncaught error, typed values kept, retry works`, async ({
    faults,
    staff,
  }) => {
    await pedro(faults.page);
    await loadRows(faults, staff, [row]);
  });
}

for (const row of [...ACTIONS, ...HEALTH_CERTIFICATES]) {
  test(`SP ${row.action}, each call 500, network, hang -> the spec's message, typed values kept, sent once, works once lifted`, async ({
    faults,
    staff,
  }) => {
    const owner = await seededUser(await staff.users(), PEDRO);
    await pedro(faults.page);
    await actionRows(faults, staff, [{ ...row, prepare: (p: Page) => row.prepare(p, owner) }]);
  });
}
