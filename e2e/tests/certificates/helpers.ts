import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { staffApi, type SeededUser } from '../../support/staff-api';

/** A4 at 96 dpi. */
export const A4 = { width: 794, height: 1123 };

export const JUAN = 101;
export const MARIA = 102;
export const PEDRO = 103;

export const TAMPERED = 'This is not an expected outcome, data might be invalid or tampered with.';

export type LabType = 'REGULAR_LABORATORY' | 'SOCIAL_HYGIENE';

export interface LabRecord {
  laboratoryId: string | number;
  name: string;
  status: string;
  approvedBy?: { logDate?: string };
}

export interface ApplicationRecord {
  applicationId: string;
  issuanceDate?: string;
  expirationDate?: string;
  formData: Record<string, unknown>;
}

export async function apiGet<T>(
  request: APIRequestContext,
  path: string,
  token?: string,
): Promise<T> {
  const response = await request.get(path, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Resets the mock backend to `scenario` and returns the seeded applicants, on a request context of its own. */
export async function resetTo(
  playwright: {
    request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> };
  },
  baseURL: string | undefined,
  scenario: string,
): Promise<{ request: APIRequestContext; users: SeededUser[] }> {
  const request = await playwright.request.newContext({ baseURL });
  const staff = staffApi(request);
  await staff.reset(scenario);
  return { request, users: await staff.users() };
}

export function userOf(users: SeededUser[], userId: number): SeededUser {
  const user = users.find((u) => Number(u.userId) === userId);
  if (!user) throw new Error(`no seeded applicant ${userId}`);
  return user;
}

/** The applicant's latest application of a permit, read as its owner. */
export async function latestApplication(
  request: APIRequestContext,
  user: SeededUser,
  permitId: 1 | 2,
): Promise<ApplicationRecord> {
  const list = await apiGet<{ data: { details: ApplicationRecord[] } }>(
    request,
    `/api/application?permitId=${permitId}&page=1&limit=60`,
    user.token,
  );
  const app = list.data.details[0];
  if (!app) throw new Error(`applicant ${user.userId} has no application of permit ${permitId}`);
  return app;
}

/** An application's labs of one type, through the public endpoint a verifier's page uses. */
export async function labsOf(
  request: APIRequestContext,
  appId: string,
  labType: LabType,
): Promise<LabRecord[]> {
  const body = await apiGet<{ data: { data: LabRecord[] } }>(
    request,
    `/api/laboratory/external/${appId}/type/${labType}`,
  );
  return body.data.data;
}

/** The calendar day (YYYY-MM-DD) of an instant in Manila, as the documents count days. */
export function manilaDay(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return new Date(Date.parse(value) + 8 * 3_600_000).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A calendar day as the documents print it ("November 21, 2026"). */
export function longDay(day: string): string {
  return new Intl.DateTimeFormat('en-PH', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The value a document's description list gives for a label. */
export function fieldValue(scope: Locator, label: string): Locator {
  return scope
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** Every QR code's encoded link on the page, in document order. */
export async function qrValues(page: Page): Promise<string[]> {
  return page
    .locator('svg[data-qr-value]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-qr-value') ?? ''));
}

/** A QR link must point at this portal (the same origin as the page that shows it). */
export function samePortal(page: Page, link: string): string {
  const url = new URL(link);
  expect(url.origin).toBe(new URL(page.url()).origin);
  return url.href;
}

/**
 * Print emulation at A4: a full-page screenshot and the A4 PDF attached to the report and kept in the test's
 * output folder, and a check that the Print buttons (screen-only) are not printed.
 */
export async function printPreview(
  page: Page,
  testInfo: TestInfo,
  name: string,
): Promise<{ pdfPages?: number }> {
  await page.setViewportSize(A4);
  await page.emulateMedia({ media: 'print' });
  for (const button of await page.getByRole('button', { name: 'Print' }).all()) {
    await expect(button).toBeHidden();
  }
  const path = testInfo.outputPath(`${name}-a4-print.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name} (A4 print preview)`, { path, contentType: 'image/png' });
  // The printed document itself, paginated on A4 sheets (headless Chromium prints to PDF).
  let pdfPages: number | undefined;
  if (testInfo.project.use.headless !== false) {
    const pdf = testInfo.outputPath(`${name}-a4.pdf`);
    const bytes = await page.pdf({ path: pdf, format: 'A4', printBackground: true });
    await testInfo.attach(`${name} (A4 PDF)`, { path: pdf, contentType: 'application/pdf' });
    // The page tree's /Count is the number of printed sheets.
    const count = /\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/.exec(bytes.toString('latin1'));
    pdfPages = count ? Number(count[1]) : undefined;
  }
  await page.emulateMedia({ media: 'screen' });
  return pdfPages === undefined ? {} : { pdfPages };
}

/** Counts window.print() calls instead of opening the dialog (install before the page loads). */
export async function countPrints(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __prints: number };
    w.__prints = 0;
    window.print = () => {
      w.__prints += 1;
    };
  });
  return () => page.evaluate(() => (window as unknown as { __prints: number }).__prints);
}
