/**
 * Issue 23 items 4 to 7, on the server the suite runs on (the nginx recipe as root by default, or
 * deploy/start.mjs with E2E_SERVER=node): the same security headers on every path, the staff API refused to
 * other sites and escaping what its pages show, 1 MB and 5 MB uploads accepted and a too-large one refused
 * with 413, and the login hand-off's token in no Referer.
 */
import type { APIRequestContext, Request } from '@playwright/test';
import path from 'node:path';
import { entryFileIn, SHELL_MAIN } from '../../support/entry-files';
import { repoRoot, startIsolatedPortal } from '../../support/isolated-portal';
import { expect, test } from '../../support/own-portal';
import { signInPath } from '../../support/sign-in';
import { staffApi, staffKeyHeaders } from '../../support/staff-api';

/** The shell's entry as the build named it (main.<hash>.js). */
const shellMainPath = () => `/qce/${path.basename(entryFileIn(path.join(repoRoot, 'shell/dist')))}`;

const MB = 1024 * 1024;
const EVIL = 'http://evil.example';

/** A real PNG header (signature + IHDR of a 1x1 image) padded to `size` bytes. */
function png(size: number): Buffer {
  const head = Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c489',
    'hex',
  );
  return Buffer.concat([head, Buffer.alloc(size - head.length)]);
}

/** A PDF header, padding in a comment-free stream, and the trailer marker, `size` bytes in all. */
function pdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}

/** Uploads `file` as the applicant's Valid Government ID (requirement 1: PNG, JPEG or PDF). */
async function upload(
  request: APIRequestContext,
  token: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const query = new URLSearchParams({
    refNo: 'E2E-UPLOAD',
    requirementsType: '1',
    uploader: 'e2e',
  });
  return request.post(`/api/file-service/file/upload?${query.toString()}`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file },
    timeout: 60_000,
  });
}

test('the same CSP and security headers on /qce, /remotes, /api and /__staff', async ({
  request,
}) => {
  let policy: string | undefined;
  for (const path of [
    '/qce/applications',
    shellMainPath(),
    '/qce/config.json',
    '/remotes/sp/mf-manifest.json',
    '/api/lookup',
    '/api/maintenance-service/maintenance',
    '/__staff/sign-in',
    '/__staff/users',
    '/__staff/assets/console.js',
  ]) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'] ?? '';
    // 'self' and the early-read script's hash (ADR 019): no other inline script runs.
    expect(csp, path).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|,|$)/);
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).not.toMatch(/unsafe-inline|unsafe-eval/);
    // One policy, the same on every path, each header once (nginx and the Node server behind it agree).
    policy ??= csp;
    expect(csp, path).toBe(policy);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toMatch(/^(no-referrer|strict-origin|same-origin)$/);
  }
});

test('another site cannot drive the staff API, even from a browser that holds the key', async ({
  page,
  ownPortal,
}) => {
  // A client without the key (Node's fetch: the suite's request contexts all carry it), claiming another
  // origin, sending the body a form could send.
  const reset = await fetch(`${ownPortal.url}/__staff/reset`, {
    method: 'POST',
    headers: { Origin: EVIL, 'Content-Type': 'text/plain' },
    body: '{"scenario":"fresh"}',
  });
  expect(reset.status).toBe(403);
  expect(await reset.text()).toMatch(/own origin/);
  const users = await fetch(`${ownPortal.url}/__staff/users`);
  expect(users.status).toBe(401);
  expect(await users.text()).not.toContain('token-');

  // A page of another site posts the classic cross-site form (text/plain, no preflight) to the staff
  // API: the browser sends Origin and Sec-Fetch-Site, and the staff API refuses although the suite's
  // browser adds the staff key to every request it makes.
  await page.route(`${EVIL}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Evil</title><form method="post" enctype="text/plain" action="${ownPortal.url}/__staff/reset"><input name='{"scenario":"fresh","x":"' value='"}'><button>Win a prize</button></form>`,
    }),
  );
  await page.goto(`${EVIL}/prize`);
  const refused = page.waitForResponse((r) => r.url().endsWith('/__staff/reset'));
  await page.getByRole('button', { name: 'Win a prize' }).click();
  const response = await refused;
  expect(response.status()).toBe(403);
  expect(await response.request().headerValue('origin')).toBe(EVIL);
});

test('the staff pages show hostile values as text and run no script of theirs', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const payload = `</script><script>window.__pwned=1;alert(1)</script>"'><img src=x onerror="window.__pwned=2">`;
  await page.goto(`/__staff/e-payment?refNum=${encodeURIComponent(payload)}&total=100`);
  await expect(page.getByRole('heading', { name: 'City e-payment (mock)' })).toBeVisible();
  await expect(page.locator('strong')).toHaveText(payload);
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveAttribute(
    'data-ref-num',
    payload,
  );
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // The page's own script (a file, under the CSP) still works: the unknown reference is refused.
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('status')).toContainText(/Payment failed.*not found/i);

  // The staff console runs under the same CSP: its script (a file) lists the applications.
  await page.goto(`/__staff/?key=${encodeURIComponent(process.env.QCE_STAFF_KEY ?? '')}`);
  await expect(page).toHaveURL(/\/__staff\/$/);
  await expect(page.locator('#apps tr').first()).toBeVisible();
});

test('uploads of 1 MB and 5 MB are accepted; one over the limit is refused with 413', async ({
  request,
  staff,
}) => {
  const [user] = await staff.users();
  if (!user) throw new Error('no seeded applicant');
  for (const file of [
    { name: 'receipt-1mb.png', mimeType: 'image/png', buffer: png(1 * MB) },
    { name: 'receipt-5mb.pdf', mimeType: 'application/pdf', buffer: pdf(5 * MB) },
  ]) {
    const response = await upload(request, user.token, file);
    expect(response.status(), `${file.name}: ${(await response.text()).slice(0, 200)}`).toBe(200);
    expect(JSON.stringify(await response.json())).toMatch(/"id":"?\d+/);
  }
  const tooLarge = await upload(request, user.token, {
    name: 'receipt-12mb.png',
    mimeType: 'image/png',
    buffer: png(12 * MB),
  });
  expect(tooLarge.status()).toBe(413);
  expect(await tooLarge.text()).toMatch(/too large.*MB/);
});

test('the login hand-off token leaves in no Referer', async ({ page, staff }) => {
  const [user] = await staff.users();
  if (!user) throw new Error('no seeded applicant');
  const sent: { url: string; referer: string }[] = [];
  const pending: Promise<void>[] = [];
  page.on('request', (request: Request) => {
    pending.push(
      request.allHeaders().then((headers) => {
        if (headers.referer) sent.push({ url: request.url(), referer: headers.referer });
      }),
    );
  });
  await page.goto(signInPath(user));
  await expect(page).toHaveURL((url) => !url.searchParams.has('token'));
  await expect(
    page.getByRole('main').getByText('Health Certificate', { exact: true }).first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  // main.js, main.css and the chunks are requested with a Referer; none carries the token or user id.
  expect(sent.length).toBeGreaterThanOrEqual(4);
  for (const { url, referer } of sent) {
    expect(referer, url).not.toContain(user.token);
    expect(referer, url).not.toMatch(/token=|userId=/);
  }
});

test('main.js takes the hand-off out of the address before it requests any chunk', async ({
  page,
  staff,
}) => {
  // Without the server's Referrer-Policy (a deployment that forgot it), only what the HTML itself loads
  // (main.js, main.css) is requested from the hand-off address: every chunk comes after main.js cleaned it.
  await page.route(/\/qce\/applications\?/, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['referrer-policy'];
    await route.fulfill({ response, headers: { ...headers, 'referrer-policy': 'unsafe-url' } });
  });
  const [user] = await staff.users();
  if (!user) throw new Error('no seeded applicant');
  const chunks: { url: string; referer: string }[] = [];
  let mainReferer = '';
  const pending: Promise<void>[] = [];
  page.on('request', (request: Request) => {
    if (!/\/qce\/[^/]+\.js$/.test(new URL(request.url()).pathname)) return;
    if (SHELL_MAIN.test(request.url())) {
      pending.push(
        request.allHeaders().then((headers) => {
          mainReferer = headers.referer ?? '';
        }),
      );
      return;
    }
    pending.push(
      request.allHeaders().then((headers) => {
        chunks.push({ url: request.url(), referer: headers.referer ?? '' });
      }),
    );
  });
  await page.goto(signInPath(user));
  await expect(
    page.getByRole('main').getByText('Health Certificate', { exact: true }).first(),
  ).toBeVisible();
  await Promise.all(pending);
  // The override took: what the HTML loads itself still names the hand-off address.
  expect(mainReferer).toContain('token=');
  expect(chunks.length).toBeGreaterThan(0);
  for (const { url, referer } of chunks) expect(referer, url).not.toMatch(/token=|userId=/);
});

test('the production profile mounts no staff API and signs in at the department', async ({
  request,
}) => {
  const production = await startIsolatedPortal({ QCE_PROFILE: 'production' });
  try {
    for (const path of ['/__staff/users', '/__staff/sign-in', '/__staff/', '/__staff/reset']) {
      const response = await request.get(`${production.url}${path}`);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-security-policy'], path).toContain("script-src 'self'");
    }
    const config = (await (await request.get(`${production.url}/qce/config.json`)).json()) as {
      loginUrl: string;
    };
    expect(config.loginUrl).toMatch(/^https:\/\//);
    expect(config.loginUrl).not.toContain('__staff');
  } finally {
    await production.stop();
  }
});

test.afterAll(async ({ playwright, ownPortal }) => {
  // Leave the worker's portal as seeded for the specs that follow on it (the uploads added files).
  const context = await playwright.request.newContext({ extraHTTPHeaders: staffKeyHeaders() });
  try {
    await staffApi(context, ownPortal.url).reset();
  } finally {
    await context.dispose();
  }
});
