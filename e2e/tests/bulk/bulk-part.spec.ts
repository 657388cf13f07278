/**
 * Issue 24 e2e: the bulk-part applicant's path (intake §2 Landing; §3 Classes: Bulk-Individual; §4
 * Opening an application from history, Form locking, Bulk-part applicant; payment §4). Own portal
 * (support/own-portal.ts), scenario `bulk-part`: Liza's bulk 501 submitted (For Review), Rosa (106)
 * one of its applicants through her account's e-mail. Rosa opens her part from her Individual History,
 * sees her own part read-only under the bulk's details and progress, and reaches the information
 * pages of the steps the representative handles. (Liza's Individual History holds none of the bulk's
 * applicants: bulk-history.spec.ts, with her other histories.)
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/own-portal';
import { signIn } from '../../support/sign-in';
import { staffKeyHeaders } from '../../support/staff-api';

const ROSA = 106;
const BULK = 501;
const REQUIREMENTS_INFO =
  'Requirements upload for this application is handled by your bulk representative.';
const PAYMENT_INFO = 'Payment for this application is handled by your bulk representative.';

test.afterAll(async ({ staff }) => {
  await staff.reset();
});

const steps = (page: Page) => page.getByRole('navigation', { name: 'Application steps' });

test('a bulk-part applicant opens her part from her history and reaches her information pages', async ({
  page,
  staff,
}) => {
  test.setTimeout(90_000);
  await staff.reset('bulk-part');
  const rosa = (await staff.users()).find((u) => Number(u.userId) === ROSA);
  if (!rosa) throw new Error(`no seeded applicant ${ROSA}`);
  await signIn(page, rosa);
  await page.goto('/qce/ihc/applications');

  // Her part is in her own Individual History; opening it loads it into the application form.
  const history = page.getByRole('region', { name: 'Individual History' });
  const open = history.getByRole('button', { name: /^Open application \d+$/ });
  await expect(open).toHaveCount(1);
  await open.click();
  await expect(page).toHaveURL(/\/qce\/ihc\/application-form$/);
  await expect(
    page.getByRole('heading', { name: 'Bulk Application Form', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(/not available yet|being built/i)).toHaveCount(0);

  // Her own part's data, read-only: the bulk was submitted (For Review, intake §4 Form locking).
  const form = page.getByRole('form', { name: 'Bulk Application Form' });
  await expect(form.getByLabel(/^First Name/)).toHaveValue('Rosa');
  await expect(form.getByLabel(/^Email/)).toHaveValue(String(rosa.email));
  await expect(form.getByRole('combobox', { name: /^Occupation/ })).toBeDisabled();
  await expect(form.getByLabel(/^Company Name/)).toBeDisabled();

  // The bulk's initial details and the bulk's progress; the details are the representative's to change.
  const main = page.getByRole('main');
  for (const value of ['New', 'Food Establishment', 'Restaurant', 'Fast Food'])
    await expect(main.getByText(value, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Details' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Cancel Application/ })).toHaveCount(0);
  await expect(steps(page).getByRole('link', { name: /^Upload Requirements/ })).toContainText(
    'Completed',
  );
  await expect(steps(page).getByRole('link', { name: /^Requirements Validation/ })).toContainText(
    'In progress',
  );

  // Next: the requirements upload is the representative's, so an information page.
  await form.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/qce\/ihc\/bulk-part\/requirements-upload$/);
  await expect(page.getByRole('heading', { name: 'Requirements Upload', level: 1 })).toBeVisible();
  await expect(main.getByRole('status')).toHaveText(REQUIREMENTS_INFO);
  const viewOrder = page.getByRole('button', { name: 'View Order of Payment' });
  await expect(viewOrder).toBeDisabled();
  // The tracker's Upload Requirements step leads to the same information page.
  await page.goto('/qce/ihc/requirements-upload');
  await expect(page).toHaveURL(/\/qce\/ihc\/bulk-part\/requirements-upload$/);
  await expect(main.getByRole('status')).toHaveText(REQUIREMENTS_INFO);

  // The staff validates the bulk's requirements: an order of payment is issued, which the
  // representative pays; Rosa's payment page is an information page.
  const validated = await page.request.post(`/__staff/bulk/${BULK}/requirements`, {
    data: { action: 'complete' },
    headers: staffKeyHeaders(),
  });
  expect(validated.ok()).toBe(true);
  await page.reload();
  await expect(viewOrder).toBeEnabled();
  await viewOrder.click();
  await expect(page).toHaveURL(/\/qce\/ihc\/bulk-part\/order-of-payment$/);
  await expect(page.getByRole('heading', { name: 'Order of Payment', level: 1 })).toBeVisible();
  await expect(main.getByRole('status')).toHaveText(PAYMENT_INFO);
  await expect(page.getByRole('button', { name: 'Upload Proof of Payment' })).toHaveCount(0);

  // The tracker's Payment Validation step shows the same information, no payment form.
  await steps(page)
    .getByRole('link', { name: /^Payment Validation/ })
    .click();
  await expect(page).toHaveURL(/\/qce\/ihc\/payment-validation$/);
  await expect(main.getByRole('status')).toHaveText(PAYMENT_INFO);
  await expect(page.getByRole('button', { name: 'Upload Proof of Payment' })).toHaveCount(0);
});
