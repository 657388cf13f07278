/**
 * Issue 23 items 1-3 against the served portal: an upload is checked by its content and a stored file comes
 * back as an inert download; a file is referred to only by its owner; the token-less routes behind the QR
 * pages answer only what those pages show; a completed application refuses a changed name; `/qce/qcs` shows
 * values only once the certificate validation service confirmed them. Runs on its own portal process (it
 * resets the data), its tests in order in one worker.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { startIsolatedPortal, type IsolatedPortal } from '../../support/isolated-portal';
import { PDF, PNG } from '../ihc/helpers';

const JUAN = 'token-juan-101';
const MARIA = 'token-maria-102';
const TAMPERED = 'This is not an expected outcome, data might be invalid or tampered with.';

test.describe.configure({ mode: 'serial' });

let portal: IsolatedPortal;
test.beforeAll(async ({ request }) => {
  portal = await startIsolatedPortal();
  const response = await request.post(`${portal.url}/__staff/reset`, {
    data: { scenario: 'approved' },
  });
  expect(response.ok()).toBe(true);
});
test.afterAll(async () => {
  await portal?.stop();
});

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

function upload(
  request: APIRequestContext,
  token: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  query: Record<string, string> = {},
) {
  const params = new URLSearchParams({
    refNo: 'e2e',
    requirementsType: '1',
    uploader: 'applicant',
    ...query,
  });
  return request.post(`${portal.url}/api/file-service/file/upload?${params.toString()}`, {
    headers: auth(token),
    multipart: { file },
  });
}

interface AppDto {
  applicationId: string;
  certificateNumber?: string;
  formData: Record<string, unknown>;
}

async function juansApplication(request: APIRequestContext): Promise<AppDto> {
  const response = await request.get(`${portal.url}/api/application?permitId=1&page=1&limit=5`, {
    headers: auth(JUAN),
  });
  expect(response.ok()).toBe(true);
  const app = ((await response.json()) as { data: { details: AppDto[] } }).data.details[0];
  if (!app) throw new Error('the approved scenario has an application for Juan');
  return app;
}

test('an HTML page named receipt.pdf and a renamed program are refused with the spec message', async ({
  request,
}) => {
  const html = await upload(request, JUAN, {
    name: 'receipt.pdf',
    mimeType: 'text/html',
    buffer: Buffer.from('<html><script>alert(localStorage.token)</script></html>'),
  });
  expect(html.status()).toBe(400);
  expect((await html.json()).message).toBe(
    'File type not accepted. Accepted File Types are: png, jpeg, jpg, pdf',
  );
  const exe = await upload(request, JUAN, {
    name: 'receipt.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
  });
  expect(exe.status()).toBe(400);
});

test('a stored file is served as an inert download: attachment, fixed type, nosniff, sandbox CSP', async ({
  request,
}) => {
  const stored = await upload(request, JUAN, {
    name: 'result.pdf',
    mimeType: 'text/html',
    buffer: PDF,
  });
  expect(stored.status()).toBe(200);
  const { imageUrl } = ((await stored.json()) as { data: { data: { imageUrl: string } } }).data
    .data;
  // The sequential id alone does not reach the bytes: the URL's random key does.
  const byIdOnly = await request.get(`${portal.url}${imageUrl.replace(/\?.*$/, '')}`);
  expect(byIdOnly.status()).toBe(404);
  const content = await request.get(`${portal.url}${imageUrl}`);
  expect(content.status()).toBe(200);
  const headers = content.headers();
  expect(headers['content-type']).toBe('application/pdf');
  expect(headers['content-disposition']).toMatch(/^attachment/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain('sandbox');
});

test("another applicant cannot replace or attach Juan's file (403), Juan still can", async ({
  request,
}) => {
  const mine = await upload(request, JUAN, { name: 'id.png', mimeType: 'image/png', buffer: PNG });
  const fileId = ((await mine.json()) as { data: { data: { id: string } } }).data.data.id;
  const replace = await upload(
    request,
    MARIA,
    { name: 'id.png', mimeType: 'image/png', buffer: PNG },
    { imageId: fileId },
  );
  expect(replace.status()).toBe(403);
  expect((await replace.json()).message).toMatch(/belongs to another applicant/);
  const pay = await request.post(`${portal.url}/api/payment-integration/payment/submit`, {
    headers: auth(MARIA),
    data: {
      applicationId: 1,
      paymentDate: '2026-01-02',
      officialReceiptNumber: 'OR-E2E',
      imageId: Number(fileId),
    },
  });
  expect([403, 404]).toContain(pay.status());
  const own = await upload(
    request,
    JUAN,
    { name: 'id.png', mimeType: 'image/png', buffer: PNG },
    { imageId: fileId },
  );
  expect(own.status()).toBe(200);
});

test('the public application answers only what the QR pages show, and the documents page still verifies', async ({
  page,
  request,
}) => {
  const app = await juansApplication(request);
  const response = await request.get(`${portal.url}/api/application/external/${app.applicationId}`);
  expect(response.status()).toBe(200);
  const text = await response.text();
  for (const secret of ['birthDate', 'email', 'contactNumber', 'street', 'examResult', 'OR-'])
    expect(text).not.toContain(secret);
  await page.goto(`${portal.url}/qce/documents/${app.applicationId}`);
  const summary = page.getByRole('region', { name: 'Health Certificate' });
  await expect(summary.locator('strong', { hasText: /^Valid$/ }).first()).toBeVisible();
  await expect(summary.getByText(String(app.certificateNumber))).toBeVisible();
});

test('a completed application refuses a changed first name', async ({ request }) => {
  const app = await juansApplication(request);
  const response = await request.put(`${portal.url}/api/application`, {
    headers: auth(JUAN),
    data: {
      applicationId: app.applicationId,
      formData: { ...app.formData, firstName: 'Forged' },
    },
  });
  expect(response.status()).toBe(409);
  expect((await response.json()).message).toMatch(/can no longer be changed/);
});

test('/qce/qcs shows forged values as tampered and confirmed values as details', async ({
  page,
  request,
}) => {
  await page.goto(`${portal.url}/qce/qcs?ecs=HC-2026-000123,Juan%20Dela%20Cruz,12/31/2027`);
  await expect(page.getByRole('alert')).toHaveText(TAMPERED);
  await expect(page.getByRole('listitem')).toHaveCount(0);

  const app = await juansApplication(request);
  const name = [app.formData.firstName, app.formData.middleName, app.formData.lastName]
    .filter(Boolean)
    .join(' ');
  await page.goto(
    `${portal.url}/qce/qcs?ecs=${encodeURIComponent(`${app.certificateNumber},${name}`)}`,
  );
  await expect(page.getByRole('listitem')).toHaveText([String(app.certificateNumber), name]);
  await expect(page.getByText(TAMPERED)).toHaveCount(0);
});
