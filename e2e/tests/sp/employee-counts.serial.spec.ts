/**
 * Issue 10 e2e: a new sanitary permit application is blocked by each employee count error with the
 * spec's exact wording; negative counts become 0.
 * Serial: resets the mock backend to 'fresh'.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';
import { seededUser, selectFirstOption, staffApplications } from '../ihc/helpers';

const PEDRO = 103;
const TOTAL_MISMATCH =
  "Total Number of Employess doesn't match the total employees with and without Health Certificate";
const NOT_ENOUGH = 'Not enough employees with Health Certificate';

async function counts(page: Page, total: string, withHc: string, withoutHc: string) {
  await page.getByLabel(/^Total Number of Employees/).fill(total);
  await page.getByLabel(/^Employees with Health Certificate/).fill(withHc);
  await page.getByLabel(/^Employees without Health Certificate/).fill(withoutHc);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

test('each employee count error blocks a new sanitary permit application', async ({
  page,
  staff,
  request: api,
}) => {
  await staff.reset('fresh');
  const pedro = await seededUser(await staff.users(), PEDRO);
  await signIn(page, pedro);
  await page.goto('/qce/sp/applications');
  await expect(
    page.getByRole('heading', { name: 'Sanitary Permit Applications', level: 1 }),
  ).toBeVisible();

  // A new application: each count error blocks Next.
  const form = page.getByRole('form', { name: 'New sanitary permit application' });
  await selectFirstOption(form.getByRole('combobox', { name: /Application Type/ }));
  await selectFirstOption(form.getByRole('combobox', { name: /^Industry/ }));
  await selectFirstOption(form.getByRole('combobox', { name: /Sub-Industry/i }));
  await selectFirstOption(form.getByRole('combobox', { name: /Business Line/i }));
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByRole('heading', { name: 'Sanitary Permit Application Form', level: 1 }),
  ).toBeVisible();
  await page.getByLabel(/^Establishment Name/).fill('Pedro Bakery');
  await page.getByLabel(/^Owner Name/).fill('Pedro Reyes');
  await page.getByLabel(/^Mayor's Permit No\./).fill('MP-2026-0002');
  await page.getByLabel(/^Address/).fill('2 Rizal Ave., Quezon City');
  await page
    .getByRole('checkbox', { name: /I have read and agree to the Data Privacy Policy/ })
    .check();

  const url = page.url();
  await counts(page, '5', '3', '1');
  await expect(page.getByText(TOTAL_MISMATCH)).toBeVisible();
  await expect(page.getByText(NOT_ENOUGH)).toHaveCount(0);
  await expect(page).toHaveURL(url);
  await expectNoSeriousA11yViolations(page);

  await counts(page, '4', '1', '3');
  await expect(page.getByText(NOT_ENOUGH)).toBeVisible();
  await expect(page.getByText(TOTAL_MISMATCH)).toHaveCount(0);
  await expect(page).toHaveURL(url);

  // Negative counts become 0.
  await page.getByLabel(/^Employees without Health Certificate/).fill('-3');
  await page.getByLabel(/^Total Number of Employees/).click();
  await expect(page.getByLabel(/^Employees without Health Certificate/)).toHaveValue('0');

  await counts(page, '4', '2', '2');
  await expect(page.getByRole('dialog', { name: 'Requirements List' })).toBeVisible();
  await expect(page.getByText(TOTAL_MISMATCH)).toHaveCount(0);
  await expect(page.getByText(NOT_ENOUGH)).toHaveCount(0);
  expect(
    (await staffApplications(api)).filter((a) => a.userId === PEDRO && a.permitType === 'SP'),
  ).toHaveLength(1);
});
