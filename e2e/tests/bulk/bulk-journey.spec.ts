/**
 * Issue 9 e2e: a company representative (Liza, 104) creates a bulk health card application from the
 * IHC landing (classification Bulk), fills the Representative Form, is refused a non-CSV file, uploads a
 * roster with bad rows (missing values, pattern failures) and sees them by row number and column names,
 * re-uploads the fixed roster, finds an applicant by name, chooses the upload source, certifies,
 * validates, reads the No Refund Policy and submits once; its requirements validation is then in
 * progress (Successfully Submitted). The pages' axe runs are jest's (mf-ihc bulk/bulk-pages.test.tsx:
 * Representative Form, the applicants page with its errors and dialogs; a11y.test.tsx: Successfully
 * Submitted); colour contrast of a form and a table step is the individual journey's (issue 25 item 5).
 * Runs in parallel with the read-only specs: it only adds a new bulk application of Liza's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';
import type { Locator, Page } from '@playwright/test';

const LIZA = 104;
/** A roster from `fixtures/`, its e-mails made unique to this run (a rerun on the same data finds no duplicates). */
function roster(name: string, runTag: string) {
  const text = fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
  return {
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text.replaceAll('.e2e@example.com', `.e2e${runTag}@example.com`)),
  };
}

/** Picks the first real option (not the empty placeholder) of a select once its options have loaded. */
async function selectFirstOption(select: Locator): Promise<void> {
  await expect(select).toBeEnabled();
  const option = select.locator('option:not([value=""])').first();
  await expect(option).toBeAttached();
  await select.selectOption((await option.getAttribute('value')) ?? '');
}

interface StaffBulk {
  bulkApplicationId: number;
  status: string;
  applicants: number;
}

/** The bulk record as the staff API sees it. */
async function staffBulk(page: Page, bulkId: number): Promise<StaffBulk | undefined> {
  const response = await page.request.get('/__staff/applications');
  expect(response.ok()).toBe(true);
  const { bulk } = (await response.json()) as { bulk: StaffBulk[] };
  return bulk.find((b) => b.bulkApplicationId === bulkId);
}

async function startBulkApplication(page: Page): Promise<void> {
  await page.goto('/qce/ihc/applications');
  await expect(
    page.getByRole('heading', { name: 'Health Certificate Applications', level: 1 }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'New Application' });
  await form.getByRole('radio', { name: 'Bulk' }).check();
  await expect(form.getByRole('checkbox', { name: 'PESO Beneficiary' })).toBeDisabled();
  await selectFirstOption(form.getByLabel(/Application Type/));
  await selectFirstOption(form.getByLabel(/^Industry/));
  await selectFirstOption(form.getByLabel(/Sub-Industry/));
  await selectFirstOption(form.getByLabel(/Business Line/));
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/qce\/ihc\/application-form$/);
  await expect(
    page.getByRole('heading', { name: 'Bulk Application Form', level: 1 }),
  ).toBeVisible();
}

test('a representative uploads a roster, fixes its bad rows and submits a bulk application once', async ({
  page,
  staff,
}, testInfo) => {
  // About 12 s alone; room for a loaded, shared machine.
  test.setTimeout(90_000);
  const runTag = `${Date.now().toString(36)}${testInfo.repeatEachIndex}${testInfo.retry}`;
  const liza = (await staff.users()).find((u) => Number(u.userId) === LIZA);
  if (!liza) throw new Error(`no seeded applicant ${LIZA}`);
  await signIn(page, liza);
  await startBulkApplication(page);

  // Representative Form: the account's names and e-mail come filled in; the company is typed.
  const representative = page.getByRole('form', { name: 'Representative Form' });
  await expect(representative.getByLabel(/^Email/)).toHaveValue(String(liza.email));
  await expect(representative.getByLabel(/^Last Name/)).not.toHaveValue('');
  await representative.getByLabel(/^Company Name/).fill('Quino Eatery Corp.');
  await representative.getByLabel(/^Company Address/).fill('14 Kalayaan Ave., Quezon City');
  const next = representative.getByRole('button', { name: 'Next', exact: true });
  await expect(next).toBeDisabled();
  await representative
    .getByRole('checkbox', { name: 'I have read and agree to the Data Privacy Policy.' })
    .check();
  await next.click();

  await expect(page).toHaveURL(/\/qce\/ihc\/bulk\/applicants$/);
  const heading = page.getByRole('heading', { name: /^Bulk Applicants \(\d+\)$/, level: 1 });
  await expect(heading).toBeVisible();
  const bulkId = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')?.[1]);
  await expect(page.getByText('Quino Eatery Corp.')).toBeVisible();

  // A binary file renamed .csv is refused (parse failure or file type), and nothing is uploaded.
  const rosterInput = page.getByLabel('Applicants CSV file');
  await rosterInput.setInputFiles({
    name: 'photo.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(
    page.getByRole('alert').filter({
      hasText:
        /File not uploaded\. Issue encountered during uploading\. Please try again\.|File type not accepted/,
    }),
  ).toBeVisible();

  // A file that is not a CSV is refused before anything is read or sent.
  await rosterInput.setInputFiles({
    name: 'roster.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  const rejected = page.getByRole('alert').filter({ hasText: 'File type not accepted' });
  await expect(rejected).toContainText('Please upload a CSV file');
  expect(await staffBulk(page, bulkId)).toMatchObject({ status: 'Draft', applicants: 0 });

  // A roster with bad rows is not uploaded; the rows are listed by row number and column names.
  await rosterInput.setInputFiles(roster('roster-with-bad-rows.csv', runTag));
  const invalid = page.getByRole('alert').filter({ hasText: 'File not uploaded.' });
  await expect(invalid).toContainText(
    'File not uploaded. Found 3 records with incomplete details. Please check them below',
  );
  await expect(invalid.getByRole('listitem')).toHaveText([
    'Row 3: First Name, City',
    'Row 4: Email, Date of Birth',
    'Row 6: Gender',
  ]);
  await expect(page.getByRole('heading', { name: 'Records with errors', level: 2 })).toBeVisible();
  const errorRows = page
    .getByRole('table', { name: 'Records with errors' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(errorRows).toHaveText([
    /3\s*First Name, City/,
    /4\s*Email, Date of Birth/,
    /6\s*Gender/,
  ]);

  // The fixed roster is uploaded and its applicants are listed.
  await rosterInput.setInputFiles(roster('roster-fixed.csv', runTag));
  await expect(invalid).toBeHidden();
  await expect(page.getByRole('heading', { name: 'All applicants', level: 2 })).toBeVisible();
  const applicants = page
    .getByRole('table', { name: 'All applicants' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(applicants).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Records with errors (0)' })).toBeVisible();

  // Search by name.
  const search = page.getByRole('search', { name: 'Search applicants by name' });
  await search.getByLabel('First Name').fill('carmela');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(applicants).toHaveCount(1);
  await expect(applicants.first()).toContainText('Carmela Santos Ylagan');
  await search.getByRole('button', { name: 'Clear' }).click();
  await expect(applicants).toHaveCount(5);

  // Upload source (confirmed once), certification, Validate.
  const panel = page.getByRole('region', { name: 'Validate and Submit' });
  const validate = panel.getByRole('button', { name: 'Validate' });
  await expect(validate).toBeDisabled();
  await panel.getByRole('radio', { name: 'External Laboratory' }).check();
  const sourceConfirm = page.getByRole('alertdialog', { name: 'Upload source' });
  await sourceConfirm.getByRole('button', { name: 'Yes' }).click();
  await expect(
    panel.getByText('The upload source has been chosen and can no longer be changed.'),
  ).toBeVisible();
  await expect(panel.getByRole('radio', { name: 'In-House Laboratory' })).toBeDisabled();
  await expect(validate).toBeDisabled();
  await panel
    .getByRole('checkbox', {
      name: 'I certify that the applicant details I uploaded are true and correct, on behalf of the company.',
    })
    .check();
  await expect(validate).toBeEnabled();
  await validate.click();

  // No Refund Policy, then one submit however often the button is pressed.
  const notice = page.getByRole('alertdialog', { name: 'No Refund Policy' });
  await expect(notice).toContainText(
    'If any application in this bulk does not continue or fails, the fees paid will not be refunded.',
  );
  const submits: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/application/bulk/submit/')) {
      submits.push(request.url());
    }
  });
  await notice.getByRole('button', { name: 'Submit Bulk Application' }).dblclick();

  // Requirements validation is what is in progress now (intake §2 Successfully Submitted).
  await expect(page).toHaveURL(/\/qce\/ihc\/confirmation\/application-submitted$/);
  await expect(
    page.getByRole('heading', { name: 'Successfully Submitted', level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByText(
      "Validation of your requirements is in progress. Once an order of payment is issued, please proceed to the city treasurer's office.",
    ),
  ).toBeVisible();
  await expect(page.getByText(/department head is reviewing/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'View Order of Payment' })).toBeDisabled();
  expect(submits).toHaveLength(1);

  expect(await staffBulk(page, bulkId)).toMatchObject({ status: 'For Review', applicants: 5 });

  // Bulk History lists it as submitted; opened again, it can no longer be changed.
  await page.goto('/qce/ihc/applications');
  const history = page.getByRole('region', { name: 'Bulk History' });
  const openLabel = `Open application ${bulkId}`;
  await expect(
    history.getByRole('row').filter({ has: page.getByRole('button', { name: openLabel }) }),
  ).toContainText('For Review');
  await history.getByRole('button', { name: openLabel }).click();
  await expect(page).toHaveURL(/\/qce\/ihc\/application-form$/);
  await expect(
    page.getByRole('form', { name: 'Representative Form' }).getByLabel(/^Company Name/),
  ).toBeDisabled();
  await page.getByRole('button', { name: 'Continue to Applicants' }).click();
  await expect(page).toHaveURL(/\/qce\/ihc\/bulk\/applicants$/);
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'This bulk application has been submitted; its applicants can no longer be changed.',
  );
  await expect(page.getByLabel('Applicants CSV file')).toHaveCount(0);
  await expect(applicants).toHaveCount(5);
});
