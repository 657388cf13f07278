/**
 * Issue 6 e2e: the staff API issues an order of payment; the applicant sees the Printing Notice, opens
 * the print view, uploads a proof of payment, is asked by the staff API to update it (remarks dialog),
 * fixes it and sees 'Payment validated.' once the staff API validates. A second applicant who enters the
 * same OR number is told it is already used (code 4037).
 * Own portal (support/own-portal.ts): resets its mock backend to 'for-review' (Juan's requirements submitted).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { expect, test } from '../../support/own-portal';
import { signIn } from '../../support/sign-in';
import { pngFile, seededUser, staffApplications, staffPost, yesterdayInput } from '../ihc/helpers';

const JUAN = 101;
const ROSA = 106;
const OR_FIRST = 'OR-E2E-1001';
const OR_FIXED = 'OR-E2E-1002';

async function openOrderOfPayment(page: Page, appId: string): Promise<void> {
  await page.goto('/qce/ihc/applications');
  await page.getByRole('button', { name: `Open application ${appId}` }).click();
  await expect(page).toHaveURL(/\/qce\/ihc\/application-form$/);
  await page.goto('/qce/ihc/order-of-payment');
  await expect(page.getByRole('heading', { name: 'Order of Payment', level: 1 })).toBeVisible();
}

async function fillProof(page: Page, orNumber: string): Promise<void> {
  await page.getByLabel(/^Payment Date/).fill(yesterdayInput());
  await page.getByLabel(/^OR Number/).fill(orNumber);
  await page.getByLabel(/^Receipt/).setInputFiles(pngFile('receipt.png'));
}

/** A second applicant's application (created through the applicant API) with an issued order. */
async function secondApplication(api: APIRequestContext, token: string, email: string) {
  const response = await api.post('/api/application', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      userId: String(ROSA),
      permitId: 1,
      yellowCard: false,
      formData: {
        firstName: 'Rosa',
        lastName: 'Aquino',
        email,
        birthDate: '1990-01-01',
        civilStatus: 'Single',
        contactNumber: '09171234567',
        occupation: 'Baker',
        companyName: 'Rosa Bakeshop',
        classification: 'INDIVIDUAL',
        permitId: 1,
      },
    },
  });
  expect(response.ok(), `POST /api/application answered ${response.status()}`).toBe(true);
  const { data } = (await response.json()) as { data: { applicationId: string } };
  await staffPost(api, `/applications/${data.applicationId}/requirements`, { action: 'complete' });
  return String(data.applicationId);
}

test('order of payment, print view, proof of payment sent back and validated; a reused OR number is refused', async ({
  page,
  staff,
  request: api,
  browser,
}) => {
  test.setTimeout(120_000);
  await staff.reset('for-review');
  const users = await staff.users();
  const juan = await seededUser(users, JUAN);
  const app = (await staffApplications(api)).find((a) => a.userId === JUAN);
  if (!app) throw new Error('for-review has no application for Juan');
  const appId = String(app.applicationId);

  // The staff API validates the requirements and issues the order of payment.
  await staffPost(api, `/applications/${appId}/requirements`, { action: 'complete' });

  await signIn(page, juan);
  await openOrderOfPayment(page, appId);
  const notice = page.getByRole('alertdialog', { name: 'Printing Notice' });
  await expect(notice).toContainText(
    "Please use the print button to generate a proper printable order of payment; otherwise it will be rejected at the treasurer's office.",
  );
  await notice.getByRole('button', { name: 'I understand' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByText('Unpaid').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Print: the print view (opened in a new tab by the link) renders the order with a blank OR number.
  const print = page.getByRole('link', { name: 'Print Order of Payment' });
  await expect(print).toHaveAttribute('href', '/qce/print-temp/IHC');
  await expect(print).toHaveAttribute('target', '_blank');
  // The new tab keeps the session (sessionStorage is copied to an opened same-origin tab).
  const [printTab] = await Promise.all([page.waitForEvent('popup'), print.click()]);
  await expect(printTab).toHaveURL(/\/qce\/print-temp\/IHC$/);
  const sheet = printTab.getByRole('article', { name: 'Order of Payment' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('note', { name: 'OR Number (blank)' })).toBeEmpty();
  await expect(sheet).toContainText(/REF-/);
  await printTab.close();
  await expect(page).toHaveURL(/\/qce\/ihc\/order-of-payment$/);

  // Upload Proof of Payment, Proceed?
  await expect(page.getByRole('radio', { name: "City Treasurer's Office" })).toBeChecked();
  await page.getByRole('button', { name: 'Upload Proof of Payment' }).click();
  const proceed = page.getByRole('alertdialog', { name: 'Proceed?' });
  await proceed.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/qce\/ihc\/payment-validation$/);
  await expect(page.getByRole('heading', { name: 'Payment Validation', level: 1 })).toBeVisible();
  await expect(page.getByLabel(/^Reference Number/)).toBeDisabled();
  await expect(page.getByLabel(/^Reference Number/)).toHaveValue(/^REF-/);
  await fillProof(page, OR_FIRST);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Validation of your payment is in progress.')).toBeVisible();

  // The staff API asks for an update: the form reopens with the remarks.
  await staffPost(api, `/applications/${appId}/payment`, {
    action: 'requires-update',
    remarks: 'Receipt unreadable.',
  });
  await page.reload();
  const remarks = page.getByRole('dialog', { name: 'Payment Requires Update' });
  await expect(remarks).toContainText('Receipt unreadable.');
  await remarks.getByRole('button', { name: 'Close' }).last().click();
  await expect(remarks).toBeHidden();
  await fillProof(page, OR_FIXED);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Validation of your payment is in progress.')).toBeVisible();

  // Validated by the staff API.
  await staffPost(api, `/applications/${appId}/payment`, { action: 'validate' });
  // Check again until the page reads the new state (a click can land while a previous load is in flight).
  // Read, it says so, or the track has already moved the applicant on to the next step (the seminar).
  await expect(async () => {
    const checkAgain = page.getByRole('button', { name: 'Check again' });
    if (await checkAgain.isVisible()) await checkAgain.click();
    await expect(
      page
        .getByText('Payment validated.')
        .or(page.getByRole('heading', { level: 1, name: 'HIV Video Seminar' })),
    ).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30000 });

  // A second applicant enters the same OR number.
  const rosa = await seededUser(users, ROSA);
  const rosaAppId = await secondApplication(api, rosa.token, String(rosa.email));
  const context = await browser.newContext();
  const second = await context.newPage();
  await signIn(second, rosa);
  await openOrderOfPayment(second, rosaAppId);
  await second
    .getByRole('alertdialog', { name: 'Printing Notice' })
    .getByRole('button', { name: 'I understand' })
    .click();
  await second.getByRole('button', { name: 'Upload Proof of Payment' }).click();
  await second
    .getByRole('alertdialog', { name: 'Proceed?' })
    .getByRole('button', { name: 'Proceed' })
    .click();
  await expect(second).toHaveURL(/\/qce\/ihc\/payment-validation$/);
  await fillProof(second, OR_FIXED);
  await second.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(second.getByRole('alert').filter({ hasText: 'Official receipt' })).toContainText(
    'Official receipt number already used in another application.',
  );
  await expect(second.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled();
  await context.close();
});
