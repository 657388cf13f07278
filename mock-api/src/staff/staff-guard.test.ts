/** @jest-environment node */
// Issue 23 items 4 and 6 on the mock HTTP server (http-server.ts): the staff API answers only its own
// origin, JSON and the staff key; its pages escape what they show; bodies are limited.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES } from '@qce/domain/rules';
import { MAX_REQUEST_BODY_BYTES } from '../body-limit';
import { createMockApiMiddleware } from '../http-server';
import type { MockApiMiddlewareOptions } from '../http-server';

const KEY = 'k-0123456789';
const EVIL = 'http://evil.example';
let dir: string;
let server: Server | null = null;

async function start(options: MockApiMiddlewareOptions = {}): Promise<string> {
  const middleware = createMockApiMiddleware({
    dataFile: join(dir, 'db.json'),
    staff: { key: KEY },
    ...options,
  });
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('next');
    }),
  );
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'qce-staff-guard-'));
});
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
  rmSync(dir, { recursive: true, force: true });
});

const json = (body: unknown = {}) => JSON.stringify(body);
const keyed = { 'X-QCE-Staff-Key': KEY };

describe('the staff API refuses what another site could send', () => {
  it('refuses a cross-site text/plain reset (403) and a form-type one (415), even with the key', async () => {
    const origin = await start();
    const crossSite = await fetch(`${origin}/__staff/reset`, {
      method: 'POST',
      headers: { Origin: EVIL, 'Content-Type': 'text/plain' },
      body: json(),
    });
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as { message: string }).message).toMatch(/own origin/);
    const fetchSite = await fetch(`${origin}/__staff/users`, {
      headers: { ...keyed, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(fetchSite.status).toBe(403);
    const otherPort = await fetch(`${origin}/__staff/reset`, {
      method: 'POST',
      headers: { ...keyed, Origin: 'http://127.0.0.1:1', 'Content-Type': 'application/json' },
      body: json(),
    });
    expect(otherPort.status).toBe(403);
    const plain = await fetch(`${origin}/__staff/reset`, {
      method: 'POST',
      headers: { ...keyed, 'Content-Type': 'text/plain' },
      body: json(),
    });
    expect(plain.status).toBe(415);
    expect(((await plain.json()) as { message: string }).message).toMatch(/application\/json/);
  });

  it('lists users and resets only with the staff key', async () => {
    const origin = await start();
    const anonymous = await fetch(`${origin}/__staff/users`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('token-');
    expect(
      (await fetch(`${origin}/__staff/users`, { headers: { 'X-QCE-Staff-Key': 'wrong' } })).status,
    ).toBe(401);
    expect((await fetch(`${origin}/__staff/users`, { headers: keyed })).status).toBe(200);
    const reset = await fetch(`${origin}/__staff/reset`, {
      method: 'POST',
      headers: { ...keyed, 'Content-Type': 'application/json' },
      body: json({ scenario: 'fresh' }),
    });
    expect(reset.status).toBe(200);
  });

  it('keeps the pages of the demo journey open to its own origin without the key', async () => {
    const origin = await start();
    const host = new URL(origin).host;
    const sameOrigin = { Origin: origin, 'Sec-Fetch-Site': 'same-origin', Host: host };
    expect((await fetch(`${origin}/__staff/sign-in`, { headers: sameOrigin })).status).toBe(200);
    const pay = await fetch(`${origin}/__staff/e-payment/pay`, {
      method: 'POST',
      headers: { ...sameOrigin, 'Content-Type': 'application/json' },
      body: json({ refNum: 'NO-SUCH-REF' }),
    });
    expect(pay.status).toBe(404);
    expect((await fetch(`${origin}/__staff/sign-in`, { headers: { Origin: EVIL } })).status).toBe(
      403,
    );
  });

  it('gives the console the key in a SameSite=Strict cookie and drops it from the URL', async () => {
    const origin = await start();
    const wrong = await fetch(`${origin}/__staff/?key=nope`, { redirect: 'manual' });
    expect(wrong.status).toBe(401);
    const signIn = await fetch(`${origin}/__staff/?key=${KEY}`, { redirect: 'manual' });
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get('location')).toBe('/__staff/');
    const cookie = signIn.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const users = await fetch(`${origin}/__staff/users`, {
      headers: { Cookie: cookie.split(';')[0] ?? '' },
    });
    expect(users.status).toBe(200);
  });

  it('is not mounted at all with staff: false (production)', async () => {
    const origin = await start({ staff: false });
    for (const path of ['/__staff/users', '/__staff/sign-in', '/__staff/']) {
      const response = await fetch(`${origin}${path}`, { headers: keyed });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('next');
    }
  });
});

describe('the staff pages escape every value and run no inline script', () => {
  it('shows a hostile refNum as text, in an escaped data attribute, with scripts from files', async () => {
    const origin = await start();
    const payload = `</script><script>alert(1)</script>"'><img src=x onerror=alert(2)>`;
    const page = await fetch(
      `${origin}/__staff/e-payment?refNum=${encodeURIComponent(payload)}&total=<b>1</b>`,
    );
    const html = await page.text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>1</b>');
    expect(html).toContain(
      'data-ref-num="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&gt;',
    );
    // Every script and style is a file (the portal's CSP, script-src 'self', holds on /__staff).
    expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
    expect(html).not.toContain('<style');
    for (const page2 of ['/__staff/', '/__staff/sign-in']) {
      const other = await (await fetch(`${origin}${page2}`)).text();
      expect(other.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
      expect(other).not.toContain('<style');
    }
    const script = await fetch(`${origin}/__staff/assets/e-payment.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('dataset.refNum');
    expect((await fetch(`${origin}/__staff/assets/nope.js`)).status).toBe(404);
  });
});

/** A raw POST (optionally chunked, without Content-Length), resolving the status and body the server sent. */
function post(origin: string, path: string, size: number, chunked: boolean) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: 'Bearer token-juan-101',
        ...(chunked ? {} : { 'Content-Length': String(size) }),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', write);
          return;
        }
      }
      req.end();
    };
    write();
  });
}

describe('staff numbers have ranges (issue 23 item 6)', () => {
  it('refuses a clock advance of 1e308 minutes with 400 and keeps saving', async () => {
    const origin = await start();
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${origin}${path}`, {
        method: 'POST',
        headers: {
          ...keyed,
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: json(body),
      });
    const huge = await post('/__staff/clock', { advanceMinutes: 1e308 });
    expect(huge.status).toBe(400);
    expect(((await huge.json()) as { message: string }).message).toMatch(/advanceMinutes/);
    expect((await post('/__staff/clock', { advanceMinutes: 'soon' })).status).toBe(400);
    expect((await post('/__staff/clock', { advanceMinutes: 31 })).status).toBe(200);
    const saved = await post(
      '/api/application',
      { userId: '106', permitId: 1, formData: { firstName: 'Rosa', lastName: 'Aquino' } },
      'token-rosa-106',
    );
    expect(saved.status).toBe(200);
  });
});

describe('request bodies are limited (issue 23 item 6)', () => {
  it('is sized from the largest allowed upload', () => {
    expect(MAX_REQUEST_BODY_BYTES).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(MAX_REQUEST_BODY_BYTES).toBeLessThanOrEqual(MAX_UPLOAD_BYTES + 2 * 1024 * 1024);
  });

  it('answers 413 with a message for a declared or a streamed body over the limit, and keeps serving', async () => {
    const origin = await start({ maxBodyBytes: 256 * 1024 });
    const declared = await post(origin, '/api/application', 1024 * 1024, false);
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toEqual({
      code: 413,
      message: expect.stringMatching(/too large.*MB/),
    });
    const streamed = await post(origin, '/api/application', 1024 * 1024, true);
    expect(streamed.status).toBe(413);
    const within = await post(origin, '/api/application', 1024, false);
    expect(within.status).not.toBe(413);
    expect((await fetch(`${origin}/api/maintenance-service/maintenance`)).status).toBe(200);
  });
});
