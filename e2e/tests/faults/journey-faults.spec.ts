/**
 * Issue 12 item 2, fault suite on the journey's action pages: requirements upload (file upload, uploads
 * save, a wrong file type), the order of payment and the payment validation submit. The spec's message
 * (intake §8, payment §8) shows, what the applicant typed stays, nothing uncaught, and the same action
 * works once the fault is lifted. Own portal process (faults and resets stay out of parallel specs).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { startIsolatedPortal, type IsolatedPortal } from '../../support/isolated-portal';

const JUAN = { userId: 101, token: 'token-juan-101' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const UPLOAD_FAILURE = 'Encountered issue while uploading the file. Please try again in a while.';
const PERSIST_FAILURE =
  'Encountered issues while saving upload file details. Please try again in a while or ask for support.';
const SUBMIT_FAILURE = 'Something went wrong. Please try again later.';

test.describe.configure({ mode: 'serial' });

let portal: IsolatedPortal;
test.beforeAll(async () => {
  portal = await startIsolatedPortal();
});
test.afterAll(async () => {
  await portal?.stop();
});

async function post(request: APIRequestContext, path: string, data: unknown): Promise<void> {
  const response = await request.post(`${portal.url}${path}`, { data });
  expect(response.ok(), `POST ${path} answered ${response.status()}`).toBe(true);
}

/** Signs in, opens application 1001 from the history (the track remembers it), then goes to `path`. */
async function openStep(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${portal.url}/qce/applications?userId=${JUAN.userId}&token=${JUAN.token}`);
  await expect(page).toHaveURL((url) => !url.searchParams.has('token'));
  await page.goto(`${portal.url}/qce/ihc/applications`);
  const main = page.getByRole('main');
  await main
    .getByRole('button', { name: '1001' })
    .or(main.getByRole('link', { name: '1001' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/qce\/ihc\/application-form/);
  await page.goto(`${portal.url}${path}`);
  return errors;
}

/** The saved upload record of one requirement of application 1001, as the backend has it. */
async function requirementUpload(
  request: APIRequestContext,
  requirementId: number,
): Promise<string> {
  const response = await request.get(`${portal.url}/api/uploads?applicationId=1001`, {
    headers: { Authorization: `Bearer ${JUAN.token}` },
  });
  const body = (await response.json()) as { data: Array<{ requirementId: number }> };
  return JSON.stringify(body.data.find((u) => u.requirementId === requirementId) ?? null);
}

const notBlank = async (page: Page) => {
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  expect((await page.getByRole('main').innerText()).trim().length).toBeGreaterThan(20);
};

for (const [endpoint, mode, message] of [
  ['FILE_UPLOAD', '500', UPLOAD_FAILURE],
  ['FILE_UPLOAD', 'network', UPLOAD_FAILURE],
  ['UPLOADS_UPDATE', '500', PERSIST_FAILURE],
  ['UPLOADS_UPDATE', 'network', PERSIST_FAILURE],
] as const) {
  test(`requirements upload: ${endpoint} ${mode} shows the spec's message; the upload works once lifted`, async ({
    page,
    request,
  }) => {
    await post(request, '/__staff/reset', { scenario: 'draft' });
    const errors = await openStep(page, '/qce/ihc/requirements-upload');
    const file = page.getByLabel('File for Valid Government ID');
    await expect(file).toBeAttached();
    await post(request, '/__staff/faults', { endpoint, mode });
    try {
      await file.setInputFiles(png('id.png'));
      await expect(page.getByText(message).first()).toBeVisible();
      await notBlank(page);
    } finally {
      await request.delete(`${portal.url}/__staff/faults`);
    }
    const before = await requirementUpload(request, 1);
    await file.setInputFiles(png('id-again.png'));
    await expect
      .poll(() => requirementUpload(request, 1), { message: 'the retried upload is saved' })
      .not.toBe(before);
    expect(errors).toEqual([]);
  });
}

test('requirements upload: a wrong file type is refused on the client with the type message', async ({
  page,
  request,
}) => {
  await post(request, '/__staff/reset', { scenario: 'draft' });
  const errors = await openStep(page, '/qce/ihc/requirements-upload');
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/file/upload')) uploads.push(r.url());
  });
  await page.getByLabel('File for Valid Government ID').setInputFiles({
    name: 'run.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  });
  await expect(page.getByText(/File type not accepted/).first()).toBeVisible();
  expect(uploads).toEqual([]);
  expect(errors).toEqual([]);
});

for (const mode of ['500', 'network'] as const) {
  test(`order of payment: PAYMENTS ${mode} -> no blank page; the order shows once lifted`, async ({
    page,
    request,
  }) => {
    await post(request, '/__staff/reset', { scenario: 'payment-due' });
    await post(request, '/__staff/faults', { endpoint: 'PAYMENTS', mode });
    let errors: string[] = [];
    try {
      errors = await openStep(page, '/qce/ihc/order-of-payment');
      await expect(page.getByText('Application Details (1001)')).toBeVisible();
      await notBlank(page);
    } finally {
      await request.delete(`${portal.url}/__staff/faults`);
    }
    await page.reload();
    await expect(page.getByText(/order of payment/i).first()).toBeVisible();
    await notBlank(page);
    expect(errors).toEqual([]);
  });
}

for (const mode of ['500', 'network'] as const) {
  test(`payment validation: SUBMIT_PAYMENT ${mode} shows the spec's message, keeps the form, submits once lifted`, async ({
    page,
    request,
  }) => {
    await post(request, '/__staff/reset', { scenario: 'payment-due' });
    const errors = await openStep(page, '/qce/ihc/payment-validation');
    const main = page.getByRole('main');
    const date = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await main.getByLabel(/Payment Date/).fill(date);
    await main.getByLabel(/OR Number/).fill(`OR-FAULT-${mode}`);
    await main.locator('input[type=file]').setInputFiles(png('receipt.png'));
    await post(request, '/__staff/faults', { endpoint: 'SUBMIT_PAYMENT', mode });
    try {
      await main.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText(SUBMIT_FAILURE).first()).toBeVisible();
      await notBlank(page);
      await expect(main.getByLabel(/OR Number/)).toHaveValue(`OR-FAULT-${mode}`);
      await expect(main.getByLabel(/Payment Date/)).toHaveValue(date);
    } finally {
      await request.delete(`${portal.url}/__staff/faults`);
    }
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(
        async () => {
          const response = await request.get(
            `${portal.url}/api/payment-integration/payment?applicationId=1001`,
            { headers: { Authorization: `Bearer ${JUAN.token}` } },
          );
          return JSON.stringify(await response.json());
        },
        { message: 'the retried payment is recorded' },
      )
      .toContain(`OR-FAULT-${mode}`);
    expect(errors).toEqual([]);
  });
}
