/**
 * Issue 24 item 2 e2e: a bulk application's payment preview and printed order of payment show the bulk's own
 * order (payment §2: class bulk uses the bulk data; §9: printed with its reference number): its reference
 * number, its items and a total they add up to; not the first applicant's reference or the permit's whole fee list.
 * Own portal (support/own-portal.ts): resets its mock backend to `bulk-incomplete` (Liza, 104, bulk 501) and has
 * the staff API validate the bulk's requirements, which issues the applicants' orders and then the bulk's.
 * On the way (issue 25 item 5, the e2e accessibility gate's bulk order of payment row): the Printing
 * Notice and Per Applicant Amounts dialogs in the browser (axe with contrast, inert page, focus).
 */
import type { APIRequestContext, Locator } from '@playwright/test';
import { expectAccessibleDialog } from '../../support/axe';
import { expect, test } from '../../support/own-portal';
import { signIn } from '../../support/sign-in';
import { seededUser, staffPost } from '../ihc/helpers';

const LIZA = 104;
const BULK = 501;

interface Order {
  refNum: string;
  total: number;
  paymentDetailDtos: { orderOfPaymentName: string; price: number }[];
}

/** What the backend holds, read as the representative: the bulk-level order and the applicants' references. */
async function recorded(api: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const orders = await api.get(`/api/payment-integration/payment?bulkApplicationId=${BULK}`, {
    headers,
  });
  expect(orders.ok()).toBe(true);
  const [order] = ((await orders.json()) as { data: Order[] }).data;
  if (!order) throw new Error(`bulk ${BULK} has no order of payment`);
  const perApplicant = await api.get(
    `/api/payment-integration/payment/bulk?bulkApplicationId=${BULK}&page=1&limit=1000`,
    { headers },
  );
  expect(perApplicant.ok()).toBe(true);
  const applicants = (
    (await perApplicant.json()) as { data: { detailResponseDtos: { referenceNumber: string }[] } }
  ).data.detailResponseDtos;
  return { order, applicantReferences: applicants.map((a) => a.referenceNumber) };
}

const peso = (amount: number) =>
  new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' }).format(amount);

/** The sheet shows the bulk's reference, each of its items once with their sum, and its total. */
async function expectBulkOrder(
  sheet: Locator,
  { order, applicantReferences }: Awaited<ReturnType<typeof recorded>>,
) {
  await expect(sheet).toBeVisible();
  const reference = sheet
    .locator('dt', { hasText: 'Reference No.' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(reference).toHaveText(order.refNum);
  expect(applicantReferences).not.toContain(order.refNum);

  const sums = new Map<string, number>();
  for (const d of order.paymentDetailDtos)
    sums.set(d.orderOfPaymentName, (sums.get(d.orderOfPaymentName) ?? 0) + d.price);
  const items = sheet.getByRole('table').first();
  const rows = items.locator('tbody tr');
  await expect(rows).toHaveCount(sums.size);
  for (const [name, amount] of sums) {
    await expect(rows.filter({ hasText: name })).toContainText(peso(amount));
  }
  await expect(items).not.toContainText('VD Screening (Social Hygiene)');
  await expect(items).not.toContainText('Massagist Training Fee');
  expect([...sums.values()].reduce((a, b) => a + b, 0)).toBe(order.total);
  await expect(items.getByRole('row', { name: /^Total/ })).toContainText(peso(order.total));
}

test("the bulk's payment preview and printed order of payment show the bulk's own order", async ({
  page,
  staff,
  request: api,
}) => {
  test.setTimeout(90_000);
  await staff.reset('bulk-incomplete');
  await staffPost(api, `/bulk/${BULK}/requirements`, { action: 'complete' });
  const liza = await seededUser(await staff.users(), LIZA);
  const expected = await recorded(api, liza.token);
  await signIn(page, liza);

  // The payment preview of the bulk (payment §2 route, class bulk).
  await page.goto(`/qce/payment-preview/IHC/${BULK}/1/bulk`);
  await expectBulkOrder(page.getByRole('article', { name: 'Order of Payment' }), expected);

  // The representative opens the bulk from Bulk History, reaches its order of payment and prints it.
  await page.goto('/qce/ihc/applications');
  await page
    .getByRole('region', { name: 'Bulk History' })
    .getByRole('button', { name: `Open application ${BULK}` })
    .click();
  await expect(page).toHaveURL(/\/qce\/ihc\/application-form$/);
  await page.goto('/qce/ihc/order-of-payment');
  // The browser's accessibility part of two dialog families (support/axe.ts; every dialog of the track
  // is a jest row, mf-ihc/src/features/a11y.test.tsx 'bulk order of payment'): a notice that opens by
  // itself (the focus goes to main once closed) and the per-applicant amounts (back to its button).
  await expectAccessibleDialog(page, { name: 'Printing Notice', opensItself: true });
  const perApplicant = page.getByRole('button', { name: 'View Per Applicant Amounts' });
  await perApplicant.click();
  await expect(
    page.getByRole('dialog', { name: 'Per Applicant Amounts' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expectAccessibleDialog(page, { name: 'Per Applicant Amounts', opener: perApplicant });
  const print = page.getByRole('link', { name: 'Print Order of Payment' });
  await expect(print).toHaveAttribute('href', '/qce/print-temp/IHC');
  const [printTab] = await Promise.all([page.waitForEvent('popup'), print.click()]);
  await expect(printTab).toHaveURL(/\/qce\/print-temp\/IHC$/);
  const printed = printTab.getByRole('article', { name: 'Order of Payment' });
  await expectBulkOrder(printed, expected);
  await expect(printed.getByRole('note', { name: 'OR Number (blank)' })).toBeEmpty();
  await printTab.close();
});
