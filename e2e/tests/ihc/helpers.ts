import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { SeededUser } from '../../support/staff-api';

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-page PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export function pngFile(name: string) {
  return { name, mimeType: 'image/png', buffer: PNG };
}

export function pdfFile(name: string) {
  return { name, mimeType: 'application/pdf', buffer: PDF };
}

/** yyyy-mm-dd of yesterday in the browser's (and this machine's) time zone. */
export function yesterdayInput(): string {
  const d = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Picks the first real option (not the empty placeholder) of an enabled select. */
export async function selectFirstOption(select: Locator, skip?: RegExp): Promise<string> {
  await expect(select).toBeEnabled();
  await expect
    .poll(() => select.locator('option:not([value=""])').count(), { message: 'options loaded' })
    .toBeGreaterThan(0);
  const options = await select
    .locator('option:not([value=""])')
    .evaluateAll((nodes) =>
      nodes.map((n) => ({ value: (n as HTMLOptionElement).value, label: n.textContent ?? '' })),
    );
  const option = options.find((o) => !skip || !skip.test(o.label)) ?? options[0];
  if (!option) throw new Error('select has no option');
  await select.selectOption(option.value);
  return option.label;
}

export async function staffPost(
  api: APIRequestContext,
  path: string,
  data: unknown,
): Promise<void> {
  const response = await api.post(`/__staff${path}`, { data });
  expect(response.ok(), `POST /__staff${path} answered ${response.status()}`).toBe(true);
}

export interface StaffApplication {
  applicationId: number;
  userId: number;
  permitType: string;
  status: string;
}

export async function staffApplications(api: APIRequestContext): Promise<StaffApplication[]> {
  const response = await api.get('/__staff/applications');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: StaffApplication[] }).data;
}

export async function seededUser(users: SeededUser[], userId: number): Promise<SeededUser> {
  const user = users.find((u) => Number(u.userId) === userId);
  if (!user) throw new Error(`no seeded applicant ${userId}`);
  return user;
}

/** The application form's page heading, then Next, then the Requirements List modal's Confirm. */
export async function nextToRequirementsUpload(page: Page): Promise<void> {
  // The URL changes before the form renders: wait for the landing's pagination (also 'Next') to go.
  await expect(page.getByRole('heading', { level: 1, name: /Application Form$/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /History pagination$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Requirements List' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/qce\/ihc\/requirements-upload$/);
}

/**
 * The IHC landing's New Application form (Individual preselected): the first option of each select, then
 * Apply, until the application form shows. `origin` for a portal other than the suite's own.
 */
export async function startNewApplication(page: Page, origin = ''): Promise<void> {
  await page.goto(`${origin}/qce/ihc/applications`);
  await expect(
    page.getByRole('heading', { name: 'Health Certificate Applications', level: 1 }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'New Application' });
  await expect(form.getByRole('radio', { name: 'Individual' })).toBeChecked();
  await selectFirstOption(form.getByLabel(/Application Type/));
  await selectFirstOption(form.getByLabel(/^Industry/));
  await selectFirstOption(form.getByLabel(/Sub-Industry/i));
  await selectFirstOption(form.getByLabel(/Business Line/i));
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/qce\/ihc\/application-form$/);
  await expect(
    page.getByRole('heading', { name: 'Individual Application Form', level: 1 }),
  ).toBeVisible();
}

/** The rows of the Requirements table and the required ones among them (a trailing `*`), by index and name. */
export async function requiredRequirementRows(page: Page): Promise<{
  rows: Locator;
  required: Array<{ index: number; name: string }>;
}> {
  const table = page.getByRole('table', { name: 'Requirements' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(rows.first()).toBeVisible();
  const headers = await rows.getByRole('rowheader').allTextContents();
  const required = headers
    .map((text, index) => ({ index, text, name: text.replace(/\s*\*\s*$/, '').trim() }))
    .filter((r) => /\*\s*$/.test(r.text))
    .map(({ index, name }) => ({ index, name }));
  expect(required.length).toBeGreaterThan(0);
  return { rows, required };
}

/** The English paper's answer key (public health facts; mock-api seeds the same key). */
export const HIV_EXAM_ANSWERS: Record<string, string> = {
  'What does HIV stand for?': 'Human Immunodeficiency Virus',
  'HIV attacks which part of the body?': 'The immune system',
  'Which of these can transmit HIV?': 'Sharing needles',
  'Can HIV be transmitted through hugging?': 'No',
  'What is the most reliable way to know your HIV status?': 'Get tested',
  'Which practice lowers the risk of sexual transmission?': 'Consistent condom use',
  'What is AIDS?': 'The advanced stage of HIV infection',
  'Is there a treatment that lets people with HIV live long lives?': 'Yes, antiretroviral therapy',
  'Can a mother pass HIV to her baby?': 'Yes, but treatment greatly lowers the risk',
  'Can you tell if someone has HIV by looking at them?': 'No',
  'Which body fluid does NOT transmit HIV?': 'Saliva',
  'What does PrEP do?': 'Lowers the chance of getting HIV',
  'Where can you get a free, confidential HIV test in the city?': 'Social hygiene clinics',
  'Should people living with HIV be discriminated against at work?': 'No, it is against the law',
  'How often should sexually active people get tested?': 'Regularly, at least once a year',
};
