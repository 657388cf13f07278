/**
 * Issue 11 e2e: an applicant with a completed application requests a follow-up (SHL and WAL) with a valid
 * OR number after being refused with a wrong one, the order of payment opens, staff validate the payment
 * and post the lab results through Submitted, Certified, Approved and Completed, and the certificate or
 * permit shows through mf-certificates. Own portal (support/own-portal.ts): resets its mock backend to 'shl-wal-eligible'.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/own-portal';
import { signIn } from '../../support/sign-in';
import type { SeededUser } from '../../support/staff-api';

const CHECK_OR = 'Please check if you entered the correct OR number and try again.';

interface Track {
  segment: 'shl' | 'wal';
  userId: number;
  permitId: 1 | 2;
  flag: 'socialHygieneCompleted' | 'waterAnalysisCompleted';
  labType: 'SOCIAL_HYGIENE' | 'REGULAR_LABORATORY';
  title: string;
  issuing: { button: string; heading: string; path: string };
}

const TRACKS: Track[] = [
  {
    segment: 'shl',
    userId: 101,
    permitId: 1,
    flag: 'socialHygieneCompleted',
    labType: 'SOCIAL_HYGIENE',
    title: 'Follow-up Laboratory',
    issuing: {
      button: 'View Recurring Certificate',
      heading: 'Recurring Certificate',
      path: 'certificate-issuing',
    },
  },
  {
    segment: 'wal',
    userId: 103,
    permitId: 2,
    flag: 'waterAnalysisCompleted',
    labType: 'REGULAR_LABORATORY',
    title: 'Follow-up Water Analysis',
    issuing: { button: 'View Permit', heading: 'Permit Issuing', path: 'permit-issuing' },
  },
];

async function apiGet<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

async function staffPost(request: APIRequestContext, path: string, data: unknown): Promise<void> {
  const response = await request.post(`/__staff${path}`, { data });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
}

/** The applicant's completed application of the track and a paid OR number of it. */
async function completed(request: APIRequestContext, user: SeededUser, track: Track) {
  const query = new URLSearchParams({
    email: String(user.email ?? ''),
    page: '1',
    limit: '60',
    permitId: String(track.permitId),
    [track.flag]: 'true',
    status: 'Completed',
  });
  const list = await apiGet<{ data: { details: Array<{ applicationId: string }> } }>(
    request,
    `/api/application?${query.toString()}`,
    user.token,
  );
  const applicationId = list.data.details[0]?.applicationId;
  if (!applicationId) throw new Error(`no completed application for ${track.segment}`);
  const payments = await apiGet<{ data: Array<{ officialReceiptNumber?: string }> }>(
    request,
    `/api/payment-integration/payment?applicationId=${applicationId}`,
    user.token,
  ).catch(() => ({ data: [] as Array<{ officialReceiptNumber?: string }> }));
  const orNumber = payments.data.find((p) => p.officialReceiptNumber)?.officialReceiptNumber;
  if (!orNumber) throw new Error(`no paid OR number for ${applicationId}`);
  return { applicationId, orNumber };
}

async function request(page: Page, applicationId: string, orNumber: string) {
  const form = page.getByRole('form', { name: 'Request a follow-up' });
  await form.getByLabel(/Application ID/).selectOption(applicationId);
  await form.getByLabel(/OR Number/).fill(orNumber);
  await form.getByRole('button', { name: 'Request follow-up' }).click();
  return form;
}

for (const track of TRACKS) {
  test(`${track.segment.toUpperCase()}: follow-up request, payment, lab results and the ${track.issuing.heading}`, async ({
    page,
    staff,
    request: api,
  }) => {
    await staff.reset('shl-wal-eligible');
    const user = (await staff.users()).find((u) => Number(u.userId) === track.userId);
    if (!user) throw new Error(`no seeded applicant ${track.userId}`);
    const { applicationId, orNumber } = await completed(api, user, track);

    await signIn(page, user);
    await page.goto(`/qce/recurring/${track.segment}`);
    await expect(page).toHaveURL(`/qce/recurring/${track.segment}/applications`);
    await expect(page.getByRole('heading', { name: track.title })).toBeVisible();

    const form = await request(page, applicationId, 'WRONG-OR-1');
    await expect(form.getByRole('alert')).toContainText(CHECK_OR);

    await form.getByLabel(/OR Number/).fill(orNumber);
    await form.getByRole('button', { name: 'Request follow-up' }).click();
    await expect(page.getByText(/Your follow-up request was created/)).toBeVisible();

    const row = page.getByRole('link', { name: /Open the order of payment of application/ });
    await expect(row).toBeVisible();
    const followUpId = ((await row.getAttribute('aria-label')) ?? '').replace(/\D+/g, '');
    expect(followUpId).not.toBe('');
    await row.click();
    await expect(page).toHaveURL(`/qce/recurring/${track.segment}/pages/order-of-payment`);
    await expect(page.getByRole('heading', { name: 'Recurring Payment' }).first()).toBeVisible();

    await staffPost(api, `/applications/${followUpId}/payment`, { action: 'validate' });
    for (const status of ['Submitted', 'Certified', 'Approved']) {
      await staffPost(api, `/applications/${followUpId}/laboratory`, {
        labType: track.labType,
        status,
      });
    }
    await page.goto(`/qce/recurring/${track.segment}/pages/lab-notif`);
    await expect(page.getByRole('heading', { name: 'Laboratory Status' })).toBeVisible();
    await expect(page.getByRole('button', { name: track.issuing.button })).toBeDisabled();

    await staffPost(api, `/applications/${followUpId}/laboratory`, {
      labType: track.labType,
      status: 'Completed',
    });
    await page.getByRole('button', { name: 'Check again' }).click();
    await page.getByRole('button', { name: track.issuing.button }).click();
    await expect(page).toHaveURL(`/qce/recurring/${track.segment}/pages/${track.issuing.path}`);
    await expect(
      page.getByRole('heading', { name: track.issuing.heading, level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Approved by' })).toBeVisible();
    const tracker = page.getByRole('navigation', { name: 'Follow-up progress' });
    await expect(tracker.getByRole('link')).toHaveCount(3);
  });
}
