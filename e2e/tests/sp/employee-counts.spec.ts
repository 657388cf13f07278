/**
 * Issue 10 e2e: a new sanitary permit application is blocked by each employee count error with the
 * spec's exact wording; negative counts become 0.
 * Own portal (support/own-portal.ts): resets its mock backend to 'fresh'.
 */
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { expect, test } from '../../support/own-portal';
import { signIn } from '../../support/sign-in';
import { seededUser, staffApplications } from '../ihc/helpers';
import {
  NOT_ENOUGH,
  PEDRO,
  TOTAL_MISMATCH,
  expectSpLanding,
  fillEstablishment,
  startSpApplication,
  submitCounts as counts,
} from './helpers';

test('each employee count error blocks a new sanitary permit application', async ({
  page,
  staff,
  request: api,
}) => {
  await staff.reset('fresh');
  const pedro = await seededUser(await staff.users(), PEDRO);
  await signIn(page, pedro);
  await page.goto('/qce/sp/applications');
  await expectSpLanding(page);

  // A new application: each count error blocks Next.
  await startSpApplication(page);
  await fillEstablishment(page, {
    establishmentName: 'Pedro Bakery',
    ownerName: 'Pedro Reyes',
    mayorPermitNo: 'MP-2026-0002',
    address: '2 Rizal Ave., Quezon City',
  });
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
