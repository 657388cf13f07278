/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockApiMiddleware } from './http-server';
import { call } from './testing/client';

let dir: string;
let server: Server | null = null;

const STAFF_KEY = 'test-staff-key';

/** The mock API on an ephemeral port; every request carries the staff key (staff-guard.test.ts tests it). */
async function start(dataFile: string): Promise<string> {
  const middleware = createMockApiMiddleware({ dataFile, staff: { key: STAFF_KEY } });
  server = createServer((req, res) => {
    req.headers['x-qce-staff-key'] = STAFF_KEY;
    middleware(req, res, () => {
      res.writeHead(418);
      res.end('next');
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function stop(): Promise<void> {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'qce-mock-'));
});
afterEach(async () => {
  await stop();
  rmSync(dir, { recursive: true, force: true });
});

const form = {
  firstName: 'Rosa',
  lastName: 'Aquino',
  email: 'rosa.aquino@example.com',
  companyName: 'X',
};

describe('createMockApiMiddleware', () => {
  it('serves /api and /__staff and passes anything else to next()', async () => {
    const origin = await start(join(dir, 'db.json'));
    expect((await call('GET', '/api/lookup', {}, origin)).status).toBe(200);
    expect((await call('GET', '/api/lookup', { token: null }, origin)).status).toBe(401);
    expect((await call('GET', '/__staff/scenarios', {}, origin)).status).toBe(200);
    const html = await fetch(`${origin}/__staff/sign-in?returnTo=/qce/applications`);
    expect(await html.text()).toContain('/qce/applications?userId=101&amp;token=token-juan-101');
    const elsewhere = await fetch(
      `${origin}/__staff/sign-in?returnTo=${encodeURIComponent('https://evil.example/x')}`,
    );
    expect(await elsewhere.text()).not.toContain('evil.example');
    expect((await fetch(`${origin}/qce/applications`)).status).toBe(418);
    expect((await fetch(`${origin}/api/not-a-route`)).status).toBe(418);
  });

  it('keeps state across a restart over the same data file and resets on demand', async () => {
    const file = join(dir, 'db.json');
    let origin = await start(file);
    await call('POST', '/__staff/reset', { body: { scenario: 'fresh' } }, origin);
    const created = await call(
      'POST',
      '/api/application',
      { token: 'token-rosa-106', body: { formData: form, userId: '106', permitId: 1 } },
      origin,
    );
    expect(created.status).toBe(200);
    const id = (created.json.data as { applicationId: string }).applicationId;
    await call('POST', '/__staff/clock', { body: { advanceMinutes: 45 } }, origin);
    await stop();

    origin = await start(file);
    const again = await call('GET', `/api/application/${id}`, { token: 'token-rosa-106' }, origin);
    expect(again.status).toBe(200);
    const clock = await call('GET', '/__staff/clock', {}, origin);
    expect((clock.json.data as { offsetMinutes: number }).offsetMinutes).toBe(45);

    await call('POST', '/__staff/reset', { body: { scenario: 'fresh' } }, origin);
    expect(
      (await call('GET', `/api/application/${id}`, { token: 'token-rosa-106' }, origin)).status,
    ).toBe(404);
  });

  it('drops the connection for a network fault', async () => {
    const origin = await start(join(dir, 'db.json'));
    await call(
      'POST',
      '/__staff/faults',
      { body: { endpoint: 'MAINTENANCE', mode: 'network', times: 1 } },
      origin,
    );
    await expect(fetch(`${origin}/api/maintenance-service/maintenance`)).rejects.toThrow();
    expect((await fetch(`${origin}/api/maintenance-service/maintenance`)).status).toBe(200);
  });
});
