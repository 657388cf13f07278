import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { SeededUser } from '../../support/staff-api';
import { selectFirstOption, staffPost } from '../ihc/helpers';

/** The seeded establishment owner (sanitary permit scenarios). */
export const PEDRO = 103;

export const TOTAL_MISMATCH =
  "Total Number of Employess doesn't match the total employees with and without Health Certificate";
export const NOT_ENOUGH = 'Not enough employees with Health Certificate';
export const PERMIT_INCOMPLETE =
  'Apologies. Permit details are not complete yet, please check back on a later time, refresh the page or contact the administrator.';

export interface Establishment {
  establishmentName: string;
  ownerName: string;
  mayorPermitNo: string;
  address: string;
}

/**
 * What the department's permit system does before it hands an owner over: it creates the owner's sanitary
 * permit application (without industry and sub-industry) through the applicant API. Returns its id.
 */
export async function handOverApplication(
  api: APIRequestContext,
  owner: SeededUser,
  establishment: Establishment,
): Promise<string> {
  const created = await api.post('/api/application', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: {
      userId: String(owner.userId),
      permitId: 2,
      yellowCard: false,
      formData: {
        ...establishment,
        email: String(owner.email),
        firstName: 'Pedro',
        lastName: 'Reyes',
        permitId: 2,
        classification: 'INDIVIDUAL',
        applicationTypeId: 1,
        type: 'New',
      },
    },
  });
  expect(created.ok(), `POST /api/application answered ${created.status()}`).toBe(true);
  const { data } = (await created.json()) as { data: { applicationId: string | number } };
  return String(data.applicationId);
}

/** The hand-off link of the permit system: the portal landing with the session and `specificPage`. */
export function handOffPath(owner: SeededUser, appId: string): string {
  const query = new URLSearchParams({
    userId: String(owner.userId),
    token: owner.token,
    appId,
    specificPage: 'sanitary',
  });
  return `/qce/applications?${query.toString()}`;
}

export async function expectSpLanding(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/qce\/sp\/applications$/);
  await expect(
    page.getByRole('heading', { name: 'Sanitary Permit Applications', level: 1 }),
  ).toBeVisible();
}

/**
 * The landing's new-application form, then Apply: the SP application form opens. `typeSkip` leaves out
 * application types (e.g. the ones without employee counts).
 */
export async function startSpApplication(page: Page, typeSkip?: RegExp): Promise<void> {
  const form = page.getByRole('form', { name: 'New sanitary permit application' });
  await selectFirstOption(form.getByRole('combobox', { name: /Application Type/ }), typeSkip);
  await selectFirstOption(form.getByRole('combobox', { name: /^Industry/ }));
  await selectFirstOption(form.getByRole('combobox', { name: /Sub-Industry/i }));
  await selectFirstOption(form.getByRole('combobox', { name: /Business Line/i }));
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByRole('heading', { name: 'Sanitary Permit Application Form', level: 1 }),
  ).toBeVisible();
}

export async function fillEstablishment(page: Page, establishment: Establishment): Promise<void> {
  await page.getByLabel(/^Establishment Name/).fill(establishment.establishmentName);
  await page.getByLabel(/^Owner Name/).fill(establishment.ownerName);
  await page.getByLabel(/^Mayor's Permit No\./).fill(establishment.mayorPermitNo);
  await page.getByLabel(/^Address/).fill(establishment.address);
}

/** Types the three employee counts and presses Next. */
export async function submitCounts(
  page: Page,
  total: string,
  withHc: string,
  withoutHc: string,
): Promise<void> {
  await page.getByLabel(/^Total Number of Employees/).fill(total);
  await page.getByLabel(/^Employees with Health Certificate/).fill(withHc);
  await page.getByLabel(/^Employees without Health Certificate/).fill(withoutHc);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

/** Opens an application from the SP history (the landing must be shown). */
export async function openSpApplication(page: Page, appId: string): Promise<void> {
  await page.getByRole('button', { name: `Open application ${appId}` }).click();
  await expect(page).toHaveURL(/\/qce\/sp\/application-form$/);
}

/** A CSV of employees with the columns of intake §5 SP employee CSV. */
export function employeesCsv(rows: ReadonlyArray<readonly [string, string, string, string]>) {
  const lines = [
    'Employee Email,First Name,Last Name,Date of Birth',
    ...rows.map((r) => r.join(',')),
  ];
  return {
    name: 'employees.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${lines.join('\n')}\n`),
  };
}

/** The laboratory moves the establishment's water sample (staff API). */
export async function labMoves(
  api: APIRequestContext,
  appId: string,
  status: 'Submitted' | 'Certified' | 'Approved' | 'Completed',
): Promise<void> {
  await staffPost(api, `/applications/${appId}/laboratory`, {
    labType: 'REGULAR_LABORATORY',
    status,
  });
}

/**
 * Presses the page's Check again until `expected` shows: a staff step taken meanwhile is read on the next
 * load (a click can land while a previous load is still in flight).
 */
export async function checkAgainUntil(page: Page, expected: Locator): Promise<void> {
  await expect(async () => {
    const checkAgain = page.getByRole('button', { name: 'Check again' });
    if (await checkAgain.isVisible()) await checkAgain.click();
    await expect(expected).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}
