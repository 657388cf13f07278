/**
 * Issue 24 item 8 e2e: once the staff validated the sanitary permit requirements, the Handle Health
 * Certificates dialog is read-only (no Add Applicant, no CSV, no removal, no re-upload) and every employee
 * shows Completed (intake §4 Requirement uploads, SP bulk employee status, Form locking).
 * Own portal (support/own-portal.ts): resets its mock backend to 'sp-with-employees'.
 */
import { expect, test } from '../../support/own-portal';
import { signIn } from '../../support/sign-in';
import { seededUser, staffApplications, staffPost } from '../ihc/helpers';
import { PEDRO, openSpApplication } from './helpers';

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
  await staffPost(api, `/applications/${appId}/requirements`, { action: 'complete' });

  await signIn(page, pedro);
  await page.goto('/qce/sp/applications');
  await openSpApplication(page, appId);
  await page.goto('/qce/sp/requirements-upload');
  await page.getByRole('button', { name: 'Handle Health Certificates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Handle Health Certificates' });
  const list = dialog.getByRole('table', { name: 'Employees' });
  for (const name of EMPLOYEES) {
    const row = list.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row.getByText('Completed', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel(`Health certificate for ${name}`)).toBeDisabled();
  }
  await expect(dialog.getByRole('form', { name: 'Add Applicant' })).toHaveCount(0);
  await expect(dialog.getByLabel('Employees CSV file')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Remove / })).toHaveCount(0);
});
