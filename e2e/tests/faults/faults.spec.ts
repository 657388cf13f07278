/**
 * Issue 12 item 2, the fault suite's browser part (issue 25 item 5): the fault tables live in jest beside
 * the pages (`*faults.test.tsx` in each remote, with msw and the mock backend's fault injection); here one
 * page load and one action go through the real browser, the production build, nginx and the mock backend
 * over the network, each under 500, a dropped connection and a hang beyond the short client timeout (the
 * composed page's inline config patched too). The load: the sanitary permit application form's step frame
 * (the application and its audit log) fails, the title stays with a Try again, the owner's draft survives
 * real reloads, the Try again works once the faults are lifted. The action: the Handle Health Certificates
 * dialog's Add Applicant fails with the spec's message (the server's on a 500), the typed employee stays,
 * pressed again while the call hangs it is not sent twice, and it works once lifted.
 */
import type { Page } from '@playwright/test';
import type { ActionFaultRow, FaultMode, LoadFaultRow } from '../../support/faults';
import { signIn } from '../../support/sign-in';
import { PEDRO, openSpApplication } from '../sp/helpers';
import { actionRows, expect, loadRows, test } from './helpers';

const SERVER_MESSAGE = 'Injected fault: internal server error.';
const ADD_EMPLOYEE_FAILURE = 'Something went wrong. Please try again later';
const SCENARIO = 'sp-with-employees';

const main = (page: Page) => page.getByRole('main');
const retryButton = (page: Page) =>
  page.getByRole('alert').getByRole('button', { name: 'Try again' });

/** Opens application 1001 from the SP history (the track remembers it), then goes to `path`. */
async function openStep(page: Page, path = '/qce/sp/application-form'): Promise<void> {
  await page.goto('/qce/sp/applications');
  await openSpApplication(page, '1001');
  if (path !== '/qce/sp/application-form') await page.goto(path);
}

// prettier-ignore
const LOAD: LoadFaultRow & { scenario: string } = {
  page: 'SP application form', scenario: SCENARIO,
  endpoints: ['APPLICATION_BY_ID', 'AUDIT_PROGRESS'],
  setup: (p) => openStep(p),
  type: async (p) => {
    await main(p).getByLabel(/^Establishment Name/).fill('Reyes Bakeshop Annex');
    return (q) => expect(main(q).getByLabel(/^Establishment Name/)).toHaveValue('Reyes Bakeshop Annex');
  },
  during: async (p) => {
    await expect(main(p).getByRole('heading', { name: 'Sanitary Permit Application Form', level: 1 })).toBeVisible();
    await expect(retryButton(p)).toBeVisible();
  },
  retry: (p) => retryButton(p).click(),
  after: (p) => expect(main(p).getByLabel(/^Owner Name/)).toHaveValue('Pedro Reyes'),
};

const healthCertificates = (page: Page) =>
  page.getByRole('dialog', { name: 'Handle Health Certificates' });
const addApplicant = (page: Page) =>
  healthCertificates(page).getByRole('form', { name: 'Add Applicant' });
const employee = (page: Page, name: string) =>
  healthCertificates(page)
    .getByRole('table', { name: 'Employees' })
    .getByRole('rowheader', { name });

// prettier-ignore
const ACTION: ActionFaultRow & { scenario: string } = {
  action: 'Handle Health Certificates: Add Applicant', scenario: SCENARIO,
  endpoints: ['SP_EMPLOYEE_ADD'],
  message: (_endpoint: string, mode: FaultMode) => (mode === '500' ? SERVER_MESSAGE : ADD_EMPLOYEE_FAILURE),
  prepare: async (p) => {
    await openStep(p, '/qce/sp/requirements-upload');
    await main(p).getByRole('button', { name: 'Handle Health Certificates' }).click();
    await expect(employee(p, 'Jose Rizal')).toBeVisible();
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
};

test('a page load under 500, network, hang: the title with Try again, no blank page, no uncaught error, the draft kept across reloads, the retry works', async ({
  faults,
  staff,
}) => {
  await signIn(faults.page, { userId: PEDRO, token: `token-pedro-${PEDRO}` });
  await loadRows(faults, staff, [LOAD]);
});

test("an action under 500, network, hang: the spec's message, typed values kept, sent once through the network, works once lifted", async ({
  faults,
  staff,
}) => {
  await signIn(faults.page, { userId: PEDRO, token: `token-pedro-${PEDRO}` });
  await actionRows(faults, staff, [ACTION]);
});
