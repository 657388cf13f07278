/**
 * Issue 12 item 2, fault suite on the bulk health card pages (mf-ihc features/bulk), along one new bulk
 * application of Liza's (company representative): the Representative Form's Next (creating the bulk), the
 * roster CSV upload, the applicants list and the Representative Form loads, the upload source, Validate
 * and the submit.
 * Each call fails with 500, a network error and a hang beyond the short client timeout: the spec's message
 * shows (intake §8: a failed bulk upload shows the server's message, otherwise 'File not uploaded. Issue
 * encountered during uploading. Please try again.'; a failed bulk submit the server's message, otherwise
 * 'Error Encountered. Please contact support.'; a failed upload source save, which the spec leaves silent,
 * the page's own notice with the choice open again), never a blank page or an uncaught error, what was
 * typed stays, a sender does not send twice, and the retry works once the faults are lifted. The Bulk
 * History (the IHC landing's bulk list) is covered by page-faults.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { ActionFaultRow, FaultMode, LoadFaultRow } from '../../support/faults';
import { signIn } from '../../support/sign-in';
import { selectFirstOption } from '../ihc/helpers';
import { actionRows, expect, loadRows, test } from './helpers';

const SERVER_MESSAGE = 'Injected fault: internal server error.';
const UPLOAD_FAILURE = 'File not uploaded. Issue encountered during uploading. Please try again.';
const SUBMIT_FAILURE = 'Error Encountered. Please contact support.';
/** The page's own words: the spec gives none for a failed upload source save. */
const SOURCE_FAILURE = 'The upload source could not be saved. Please try again.';
const SOURCE_LOCKED = 'The upload source has been chosen and can no longer be changed.';
const LIZA = { userId: 104, token: 'token-liza-104' };
const SCENARIO = 'fresh';
const COMPANY = 'Fault Foods Corp.';

/** The server's message on a 500, otherwise the spec's own. */
const serverOr = (fallback: string) => (_endpoint: string, mode: FaultMode) =>
  mode === '500' ? SERVER_MESSAGE : fallback;

const main = (page: Page) => page.getByRole('main');
const representative = (page: Page) => page.getByRole('form', { name: 'Representative Form' });
const company = (page: Page) => representative(page).getByLabel(/^Company Name/);
const nextButton = (page: Page) =>
  representative(page).getByRole('button', { name: 'Next', exact: true });
const applicantRows = (page: Page) =>
  main(page)
    .getByRole('table', { name: 'All applicants' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const panel = (page: Page) => page.getByRole('region', { name: 'Validate and Submit' });
const external = (page: Page) => panel(page).getByRole('radio', { name: 'External Laboratory' });
const confirmSource = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Upload source' }).getByRole('button', { name: 'Yes' });
const validate = (page: Page) => panel(page).getByRole('button', { name: 'Validate' });
const certify = (page: Page) =>
  panel(page).getByRole('checkbox', {
    name: 'I certify that the applicant details I uploaded are true and correct, on behalf of the company.',
  });
const noRefund = (page: Page) => page.getByRole('alertdialog', { name: 'No Refund Policy' });
const submitBulk = (page: Page) =>
  noRefund(page).getByRole('button', { name: 'Submit Bulk Application' });
const retryButton = (page: Page) =>
  page.getByRole('alert').getByRole('button', { name: 'Try again' });

/** The fixed roster of the bulk journey (five complete applicants). */
const roster = () => ({
  name: 'roster.csv',
  mimeType: 'text/csv',
  buffer: fs.readFileSync(path.join(__dirname, '..', 'bulk', 'fixtures', 'roster-fixed.csv')),
});

interface Row {
  scenario: string;
}

// prettier-ignore
const CREATE: Array<ActionFaultRow & Row> = [
  {
    action: 'Representative Form: Next (a new bulk application)', scenario: SCENARIO,
    endpoints: ['APPLICATION_BULK_CREATE'],
    prepare: async (p) => {
      await p.goto('/qce/ihc/applications');
      const form = p.getByRole('form', { name: 'New Application' });
      await form.getByRole('radio', { name: 'Bulk' }).check();
      for (const label of [/Application Type/, /^Industry/, /Sub-Industry/, /Business Line/]) {
        await selectFirstOption(form.getByLabel(label));
      }
      await form.getByRole('button', { name: 'Apply' }).click();
      await company(p).fill(COMPANY);
      await representative(p).getByLabel(/^Company Address/).fill('15 Kalayaan Ave., Quezon City');
      await representative(p)
        .getByRole('checkbox', { name: 'I have read and agree to the Data Privacy Policy.' })
        .check();
      return (q) => expect(company(q)).toHaveValue(COMPANY);
    },
    act: (p) => nextButton(p).click(),
    sender: nextButton,
    succeeded: (p) => expect(p).toHaveURL(/\/qce\/ihc\/bulk\/applicants$/),
  },
  {
    action: 'applicants: roster CSV upload', scenario: SCENARIO, endpoints: ['BULK_UPLOAD_CSV'],
    message: serverOr(UPLOAD_FAILURE),
    prepare: async () => async () => {},
    act: (p) => main(p).getByLabel('Applicants CSV file').setInputFiles(roster()),
    succeeded: (p) => expect(applicantRows(p)).toHaveCount(5),
  },
];

// prettier-ignore
const PAGES: Array<LoadFaultRow & Row> = [
  {
    // Not 'No records found' for the roster that is there: a retry.
    page: 'applicants', scenario: SCENARIO, endpoints: ['BULK_UPLOAD_LIST'],
    during: async (p) => {
      await expect(main(p).getByRole('heading', { name: /^Bulk Applicants/, level: 1 })).toBeVisible();
      await expect(retryButton(p)).toBeVisible();
      await expect(main(p).getByText('No records found')).toHaveCount(0);
    },
    retry: (p) => retryButton(p).click(),
    after: (p) => expect(applicantRows(p)).toHaveCount(5),
  },
  {
    // The form's frame: the bulk record and its audit log; a changed company name is a draft and stays.
    page: 'Representative Form', scenario: SCENARIO,
    endpoints: ['APPLICATION_BULK_BY_ID', 'AUDIT_BULK_PROGRESS'],
    setup: (p) => p.goto('/qce/ihc/application-form').then(() => undefined),
    type: async (p) => {
      await company(p).fill(`${COMPANY} Annex`);
      return (q) => expect(company(q)).toHaveValue(`${COMPANY} Annex`);
    },
    during: (p) => expect(main(p).getByRole('heading', { name: 'Bulk Application Form', level: 1 })).toBeVisible(),
    retry: (p) => retryButton(p).click(),
    after: (p) => expect(nextButton(p)).toBeVisible(),
  },
];

// prettier-ignore
const SUBMIT: Array<ActionFaultRow & Row> = [
  {
    // Chosen once for the whole bulk (intake §4 Upload source): a failed save leaves it open, not locked.
    action: 'Upload source: External Laboratory, Yes', scenario: SCENARIO, endpoints: ['BULK_BASE'],
    message: serverOr(SOURCE_FAILURE),
    prepare: async (p) => {
      await p.goto('/qce/ihc/bulk/applicants');
      return async (q) => {
        await expect(external(q)).toBeEnabled();
        await expect(panel(q).getByText(SOURCE_LOCKED)).toHaveCount(0);
      };
    },
    act: async (p) => {
      await external(p).check();
      await confirmSource(p).click();
    },
    sender: confirmSource,
    succeeded: (p) => expect(panel(p).getByText(SOURCE_LOCKED)).toBeVisible(),
  },
  {
    action: 'Validate', scenario: SCENARIO, endpoints: ['BULK_CHECK'],
    message: serverOr(SUBMIT_FAILURE),
    prepare: async (p) => {
      await certify(p).check();
      return (q) => expect(certify(q)).toBeChecked();
    },
    act: (p) => validate(p).click(),
    sender: validate,
    succeeded: (p) => expect(noRefund(p)).toBeVisible(),
  },
  {
    action: 'No Refund Policy: Submit Bulk Application', scenario: SCENARIO, endpoints: ['BULK_SUBMIT'],
    message: serverOr(SUBMIT_FAILURE),
    prepare: async () => (q) => expect(certify(q)).toBeChecked(),
    act: async (p) => {
      // A failed submit closes the notice: Validate opens it again.
      if (!(await noRefund(p).isVisible())) await validate(p).click();
      await submitBulk(p).click();
    },
    sender: submitBulk,
    // Requirements validation is what is in progress now (intake §2 Successfully Submitted).
    succeeded: (p) => expect(p).toHaveURL(/\/qce\/ihc\/confirmation\/application-submitted$/),
  },
];

test('a new bulk application: create, roster upload, applicants and Representative Form loads, upload source, Validate and submit, each call 500, network, hang -> message, typed values kept, sent once, retry works', async ({
  faults,
  staff,
}) => {
  // Seven rows of three faults each along one application: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  await signIn(faults.page, LIZA);
  await actionRows(faults, staff, CREATE);
  // Each table goes on with the bulk application the previous one left: one scenario, no reset.
  await loadRows(faults, staff, PAGES, { current: SCENARIO });
  await actionRows(faults, staff, SUBMIT, { current: SCENARIO });
});
