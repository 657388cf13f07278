/**
 * Issue 5 e2e: a new applicant (Rosa, no history) creates an individual health card application, is
 * stopped by the ongoing check on a second try, fills the form (a reload in the middle loses nothing
 * typed), chooses an upload source, uploads every required file and submits; the staff API sends one
 * requirement back, the applicant fixes it and resubmits, the staff API completes validation and the
 * Successfully Submitted page enables View Order of Payment. axe runs on every page of the journey.
 * Runs in parallel with the read-only specs: it touches only Rosa's records.
 */
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';
import {
  nextToRequirementsUpload,
  requiredRequirementRows,
  pngFile,
  seededUser,
  selectFirstOption,
  staffApplications,
  staffPost,
  startNewApplication,
  yesterdayInput,
} from './helpers';
import type { Page } from '@playwright/test';

const ROSA = 106;

async function fillRequiredDetails(page: Page): Promise<void> {
  await selectFirstOption(page.getByLabel(/^Civil Status/));
  await selectFirstOption(page.getByRole('combobox', { name: /^Occupation/ }), /masseur/i);
  await page.getByLabel(/^Contact Number/).fill('09171234567');
  await page.getByLabel(/^Company Name/).fill('Rosa Bakeshop');
  await page
    .getByRole('checkbox', { name: /I have read and agree to the Data Privacy Policy/ })
    .check();
}

test('a new applicant applies for an individual health card through Requirements Validation', async ({
  page,
  staff,
  request: api,
}) => {
  test.setTimeout(180_000);
  const rosa = await seededUser(await staff.users(), ROSA);
  await signIn(page, rosa);

  // Landing and the new-application form.
  await startNewApplication(page);
  await expectNoSeriousA11yViolations(page);

  // The form: the account's name, e-mail and birth date are filled in and fixed.
  await expect(page.getByLabel(/^First Name/)).toBeDisabled();
  await expect(page.getByLabel(/^Email/)).toBeDisabled();
  await expect(page.getByLabel(/^Email/)).toHaveValue(String(rosa.email));
  await selectFirstOption(page.getByLabel(/^Civil Status/));
  await page.getByLabel(/^Contact Number/).fill('09171234567');
  await page.getByLabel(/^Company Name/).fill('Rosa Bakeshop');
  await page.getByLabel(/^Company Address/).fill('12 Mabini St., Quezon City');
  const civilStatus = await page.getByLabel(/^Civil Status/).inputValue();

  // A reload in the middle loses nothing typed.
  await page.reload();
  await expect(page.getByLabel(/^Contact Number/)).toHaveValue('09171234567');
  await expect(page.getByLabel(/^Company Name/)).toHaveValue('Rosa Bakeshop');
  await expect(page.getByLabel(/^Company Address/)).toHaveValue('12 Mabini St., Quezon City');
  await expect(page.getByLabel(/^Civil Status/)).toHaveValue(civilStatus);

  await selectFirstOption(page.getByRole('combobox', { name: /^Occupation/ }), /masseur/i);
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await expect(next).toBeDisabled();
  await page
    .getByRole('checkbox', { name: /I have read and agree to the Data Privacy Policy/ })
    .check();
  await expect(next).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await nextToRequirementsUpload(page);

  const created = (await staffApplications(api)).filter((a) => a.userId === ROSA);
  expect(created).toHaveLength(1);
  const appId = String(created[0]?.applicationId);

  // A second try with the same details is stopped by the ongoing check.
  await startNewApplication(page);
  // Required fields left empty are named with the spec's message.
  await page
    .getByRole('checkbox', { name: /I have read and agree to the Data Privacy Policy/ })
    .check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  for (const label of ['Civil Status', 'Occupation', 'Company Name']) {
    await expect(page.getByText(`${label} is required. Value should not be empty.`)).toBeVisible();
  }
  await fillRequiredDetails(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const ongoing = page.getByRole('alertdialog', { name: 'Ongoing Application Detected' });
  await expect(ongoing).toBeVisible();
  await expect(ongoing).toContainText(
    'We found that you still have an ongoing application under the name you are trying to register.',
  );
  await expect(ongoing.getByRole('listitem')).toHaveText([appId]);
  await expectNoSeriousA11yViolations(page);
  await ongoing.getByRole('button', { name: 'Stay on page' }).click();
  await expect(ongoing).toBeHidden();
  await expect(page).toHaveURL(/\/qce\/ihc\/application-form$/);
  expect((await staffApplications(api)).filter((a) => a.userId === ROSA)).toHaveLength(1);

  // Back to the first application from the history.
  await page.goto('/qce/ihc/applications');
  await page.getByRole('button', { name: `Open application ${appId}` }).click();
  await expect(page).toHaveURL(/\/qce\/ihc\/application-form$/);
  await nextToRequirementsUpload(page);

  // Upload source, then every required file.
  const sourcePanel = page.getByRole('region', { name: 'Upload source' });
  await sourcePanel.getByRole('radio', { name: 'External Laboratory' }).check();
  const sourceConfirm = page.getByRole('alertdialog', { name: 'Upload source' });
  await expect(sourceConfirm).toContainText('this choice cannot be changed later');
  await sourceConfirm.getByRole('button', { name: /confirm|yes|continue/i }).click();
  await expect(
    sourcePanel.getByText('The upload source has been chosen and can no longer be changed.'),
  ).toBeVisible();
  await expect(sourcePanel.getByRole('radio', { name: 'In-House Laboratory' })).toBeDisabled();

  const { rows, required } = await requiredRequirementRows(page);
  await expectNoSeriousA11yViolations(page);
  for (const { index, name } of required) {
    const row = rows.nth(index);
    const date = row.getByLabel(`Test Completed Date for ${name}`, { exact: true });
    if ((await date.count()) > 0) await date.fill(yesterdayInput());
    await row.getByLabel(`File for ${name}`, { exact: true }).setInputFiles(pngFile('upload.png'));
    await expect(row.getByRole('button', { name: `Review ${name}`, exact: true })).toBeEnabled();
  }

  await page
    .getByRole('checkbox', {
      name: 'I certify that the documents I uploaded are true and correct.',
    })
    .check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const confirmSubmit = page.getByRole('alertdialog', { name: 'Submit Application' });
  await expect(confirmSubmit).toContainText(
    "After submission, you won't be able to further update the details you provided.",
  );
  await confirmSubmit.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/qce\/ihc\/confirmation\/application-submitted$/);
  await expect(page.getByText('Requirements Submitted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Order of Payment' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // The staff API sends the first requirement back.
  const uploads = await api.get(`/api/uploads?applicationId=${appId}`, {
    headers: { Authorization: `Bearer ${rosa.token}` },
  });
  expect(uploads.ok()).toBe(true);
  const first = ((await uploads.json()) as { data: Array<{ requirementId: number }> }).data[0];
  if (!first) throw new Error('no upload recorded');
  await staffPost(api, `/applications/${appId}/requirements`, {
    action: 'requires-update',
    remarks: 'Please upload a clearer copy.',
    requirementIds: [first.requirementId],
  });

  // The applicant fixes the marked row and resubmits.
  await page.goto('/qce/ihc/applications');
  await page.getByRole('button', { name: `Open application ${appId}` }).click();
  await expect(page).toHaveURL(/\/qce\/ihc\/application-form$/);
  await nextToRequirementsUpload(page);
  const marked = rows.filter({ hasText: 'Requires Update' });
  await expect(marked).toHaveCount(1);
  const markedName =
    (await marked.getByRole('rowheader').textContent())?.replace(/\s*\*\s*$/, '').trim() ?? '';
  await expectNoSeriousA11yViolations(page);
  await marked
    .getByLabel(`File for ${markedName}`, { exact: true })
    .setInputFiles(pngFile('clearer.png'));
  await expect(
    page.getByText(
      'File upload success. Please SUBMIT the application after addressing all the required updates.',
    ),
  ).toBeVisible();
  const certify = page.getByRole('checkbox', {
    name: 'I certify that the documents I uploaded are true and correct.',
  });
  if (!(await certify.isChecked())) await certify.check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page
    .getByRole('alertdialog', { name: 'Submit Application' })
    .getByRole('button', { name: 'Submit Application' })
    .click();
  await expect(page).toHaveURL(/\/qce\/ihc\/confirmation\/application-submitted$/);
  await expect(page.getByRole('button', { name: 'View Order of Payment' })).toBeDisabled();

  // The staff API completes validation: View Order of Payment opens the order.
  await staffPost(api, `/applications/${appId}/requirements`, { action: 'complete' });
  await page.reload();
  const viewOrder = page.getByRole('button', { name: 'View Order of Payment' });
  await expect(viewOrder).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await viewOrder.click();
  await expect(page).toHaveURL(/\/qce\/ihc\/order-of-payment$/);
});
