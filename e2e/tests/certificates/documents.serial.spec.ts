/**
 * Issue 7 e2e: each document route renders, its QR link opens the matching public page (no session), and
 * print-preview screenshots of each document at A4 are kept as test artifacts.
 * Serial: resets the mock backend to the `approved` scenario (global state).
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';
import { staffApi } from '../../support/staff-api';
import type { SeededUser } from '../../support/staff-api';

/** A4 at 96 dpi. */
const A4 = { width: 794, height: 1123 };
const JUAN = 101;

interface Seeded {
  juan: SeededUser;
  appId: string;
  lab: { laboratoryId: string; name: string; labType: string };
}

async function apiGet<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

async function seed(request: APIRequestContext, users: SeededUser[]): Promise<Seeded> {
  const juan = users.find((u) => Number(u.userId) === JUAN);
  if (!juan) throw new Error('no seeded applicant 101');
  const list = await apiGet<{ data: { details: Array<{ applicationId: string }> } }>(
    request,
    '/api/application?permitId=1&page=1&limit=60',
    juan.token,
  );
  const appId = list.data.details[0]?.applicationId;
  if (!appId) throw new Error('approved scenario has no application');
  const labs = await apiGet<{ data: { data: Array<{ laboratoryId: string; name: string }> } }>(
    request,
    `/api/laboratory/external/${appId}/type/REGULAR_LABORATORY`,
    juan.token,
  );
  const lab = labs.data.data[0];
  if (!lab) throw new Error('approved scenario has no regular lab');
  return { juan, appId, lab: { ...lab, labType: 'REGULAR_LABORATORY' } };
}

/** Print emulation at A4, a full-page screenshot attached to the report and kept in test-results. */
async function printPreview(page: Page, testInfo: TestInfo, name: string) {
  await page.setViewportSize(A4);
  await page.emulateMedia({ media: 'print' });
  const path = testInfo.outputPath(`${name}-a4-print.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name} (A4 print preview)`, { path, contentType: 'image/png' });
  await page.emulateMedia({ media: 'screen' });
}

test.describe('documents and their QR pages', () => {
  let seeded: Seeded;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const staff = staffApi(request);
    await staff.reset('approved');
    seeded = await seed(request, await staff.users());
    await request.dispose();
  });

  test('the owner prints the digital health certificate and its QR codes open the public pages', async ({
    page,
    browser,
  }, testInfo) => {
    await signIn(page, seeded.juan);
    await page.goto(`/qce/documents/${seeded.appId}`);
    await expect(page.getByRole('heading', { name: 'Digital Health Certificate' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' }).first()).toBeVisible();
    const codes = await page
      .locator('svg[data-qr-value]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-qr-value') ?? ''));
    expect(codes.length).toBeGreaterThanOrEqual(2);
    expect(codes[0]).toMatch(new RegExp(`/qce/documents/${seeded.appId}$`));
    expect(codes[1]).toMatch(/\/qce\/laboratory\/\d+\/[A-Z_]+\/.+$/);
    await printPreview(page, testInfo, 'digital-health-certificate');

    // A verifier with no session scans each code.
    const visitor = await browser.newContext();
    const verifierPage = await visitor.newPage();
    for (const code of codes.slice(0, 2)) {
      const { pathname } = new URL(code);
      await verifierPage.goto(pathname);
      await expect(verifierPage).toHaveURL(new RegExp(`${pathname}$`));
      await expect(verifierPage.getByText(/^(Valid|Expired)$/).first()).toBeVisible();
    }
    await visitor.close();
  });

  test('the public documents page says Valid without contact details', async ({
    page,
  }, testInfo) => {
    await page.goto(`/qce/documents/${seeded.appId}`);
    await expect(page.getByRole('heading', { name: 'Document Verification' })).toBeVisible();
    await expect(page.getByText('Valid', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Digital Health Certificate' })).toHaveCount(0);
    await printPreview(page, testInfo, 'documents-verification');
  });

  test('the laboratory page shows the three signatures', async ({ page }, testInfo) => {
    const { laboratoryId, labType, name } = seeded.lab;
    await page.goto(`/qce/laboratory/${laboratoryId}/${labType}/${encodeURIComponent(name)}`);
    for (const role of ['Submitted by', 'Certified by', 'Approved by']) {
      await expect(page.getByRole('region', { name: role })).toBeVisible();
    }
    await expect(page.getByText('NEGATIVE')).toBeVisible();
    await printPreview(page, testInfo, 'lab-result-certificate');
  });

  test('the order of payment prints with a blank OR number and date', async ({
    page,
  }, testInfo) => {
    await signIn(page, seeded.juan);
    await page.evaluate((appId) => window.localStorage.setItem('app-id', appId), seeded.appId);
    await page.goto('/qce/print-temp/ihc');
    const sheet = page.getByRole('article', { name: 'Order of Payment' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('note', { name: 'OR Number (blank)' })).toBeEmpty();
    await printPreview(page, testInfo, 'order-of-payment');
  });

  test('the validation page lists the ecs parts or calls the data tampered', async ({ page }) => {
    await page.goto('/qce/qcs?ecs=HC-2026-000123,Juan%20Dela%20Cruz');
    await expect(page.getByRole('listitem')).toHaveText(['HC-2026-000123', 'Juan Dela Cruz']);
    await page.goto('/qce/qcs?ecs=a,,%3Cscript%3E');
    await expect(page.getByRole('alert')).toHaveText(
      'This is not an expected outcome, data might be invalid or tampered with.',
    );
  });
});
