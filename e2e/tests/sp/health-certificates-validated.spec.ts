/**
 * Issue 24 item 8 e2e: once the staff validated the sanitary permit requirements, the Handle Health
 * Certificates dialog is read-only (no Add Applicant, no CSV, no removal, no re-upload) and every employee
 * shows Completed (intake §4 Requirement uploads, SP bulk employee status, Form locking).
 * Before that, while it still takes changes, the browser's accessibility part of its dialog family (issue
 * 25 item 5, the e2e accessibility gate's SP requirements upload row): the Add Applicant form sent empty
 * (its field errors) and an employees CSV with an incomplete row refused (the error and the list of rows),
 * then axe with contrast on the dialog, the page behind inert, Escape back to its button (support/axe.ts);
 * the same dialog is a jest row (mf-sp/src/features/a11y.test.tsx 'requirements upload').
 * Own portal (support/own-portal.ts): resets its mock backend to 'sp-with-employees'.
 */
import { expectAccessibleDialog } from '../../support/axe';
import { expect, test } from '../../support/own-portal';
import { signIn } from '../../support/sign-in';
import { seededUser, staffApplications, staffPost } from '../ihc/helpers';
import { PEDRO, employeesCsv, openSpApplication } from './helpers';

const EMPLOYEES = ['Jose Rizal', 'Andres Bonifacio', 'Gabriela Silang'] as const;

test('after validation the health certificates are read-only and every employee is Completed', async ({
  page,
  staff,
  request: api,
}) => {
  test.setTimeout(120_000);
  await staff.reset('sp-with-employees');
  const pedro = await seededUser(await staff.users(), PEDRO);
  const sp = (await staffApplications(api)).find(
    (a) => a.permitType === 'SP' && Number(a.userId) === PEDRO,
  );
  expect(sp, "Pedro's sanitary permit of the scenario").toBeDefined();
  const appId = String(sp?.applicationId);

  await signIn(page, pedro);
  await page.goto('/qce/sp/applications');
  await openSpApplication(page, appId);
  await page.goto('/qce/sp/requirements-upload');
  const handle = page.getByRole('main').getByRole('button', { name: 'Handle Health Certificates' });
  const dialog = page.getByRole('dialog', { name: 'Handle Health Certificates' });
  const list = dialog.getByRole('table', { name: 'Employees' });

  await test.step('before validation: the dialog with its form errors and a refused CSV', async () => {
    await handle.click();
    await expect(list.getByRole('rowheader', { name: EMPLOYEES[0] })).toBeVisible();
    const add = dialog.getByRole('form', { name: 'Add Applicant' });
    await add.getByRole('button', { name: 'Add Applicant' }).click();
    await expect(add.getByText('First Name is required. Value should not be empty.')).toBeVisible();
    await dialog
      .getByLabel('Employees CSV file')
      .setInputFiles(employeesCsv([['', 'Andres', 'Bonifacio', '11/30/1988']]));
    await expect(dialog.getByRole('list', { name: 'Rows with incomplete details' })).toBeVisible();
    await expectAccessibleDialog(page, { name: 'Handle Health Certificates', opener: handle });
  });

  await staffPost(api, `/applications/${appId}/requirements`, { action: 'complete' });
  await page.reload();
  await handle.click();
  for (const name of EMPLOYEES) {
    const row = list.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row.getByText('Completed', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel(`Health certificate for ${name}`)).toBeDisabled();
  }
  await expect(dialog.getByRole('form', { name: 'Add Applicant' })).toHaveCount(0);
  await expect(dialog.getByLabel('Employees CSV file')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Remove / })).toHaveCount(0);
});
