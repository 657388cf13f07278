/** @jest-environment node */
// Issue 23 items 4, 6 and 7 on the Node server (`pnpm start`, deploy/start.mjs): the security headers on
// every path, the body limit, the staff API refused to other sites, and the production profile.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MAX_REQUEST_BODY_BYTES } from '../body-limit';

jest.setTimeout(60_000);

const repoRoot = resolve(__dirname, '../../..');
const KEY = 'node-server-test-key';

interface Portal {
  url: string;
  child: ChildProcess;
  dir: string;
}

async function startPortal(env: Record<string, string>): Promise<Portal> {
  const dir = mkdtempSync(join(tmpdir(), 'qce-node-server-'));
  const child = spawn(process.execPath, [join(repoRoot, 'deploy/start.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      QCE_SKIP_BUILD: '1',
      QCE_DATA_FILE: join(dir, 'data.json'),
      QCE_REGISTRY_DIR: join(dir, 'registry'),
      QCE_STAFF_KEY: KEY,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no portal:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /QCE portal:\s+(http:\/\/127\.0\.0\.1:\d+)\/qce\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        done(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => fail(new Error(`portal exited ${code}:\n${output}`)));
  });
  return { url, child, dir };
}

async function stopPortal(portal: Portal | undefined): Promise<void> {
  if (!portal) return;
  if (portal.child.exitCode === null) {
    await new Promise<void>((done) => {
      portal.child.once('exit', () => done());
      portal.child.kill('SIGTERM');
    });
  }
  rmSync(portal.dir, { recursive: true, force: true });
}

const EXPECTED_HEADERS: Record<string, RegExp> = {
  'content-security-policy':
    /default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'; img-src 'self' data: blob:.*frame-ancestors 'none'/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/,
  'referrer-policy': /^(no-referrer|strict-origin|same-origin)$/,
};

describe('pnpm start, demo profile', () => {
  let portal: Portal | undefined;
  beforeAll(async () => {
    portal = await startPortal({});
  });
  afterAll(() => stopPortal(portal));

  it('sends the CSP and the security headers on every path', async () => {
    const paths = [
      '/qce/applications',
      '/qce/main.js',
      '/qce/config.json',
      '/remotes/sp/mf-manifest.json',
      '/api/lookup',
      '/__staff/sign-in',
      '/__staff/users',
      '/no-such-path',
    ];
    for (const path of paths) {
      const response = await fetch(`${portal?.url}${path}`);
      for (const [name, value] of Object.entries(EXPECTED_HEADERS)) {
        expect([path, name, response.headers.get(name)]).toEqual([
          path,
          name,
          expect.stringMatching(value),
        ]);
      }
    }
  });

  it('refuses a cross-site staff call and one without the key', async () => {
    const crossSite = await fetch(`${portal?.url}/__staff/reset`, {
      method: 'POST',
      headers: { Origin: 'http://evil.example', 'Content-Type': 'text/plain' },
      body: '{}',
    });
    expect(crossSite.status).toBe(403);
    expect((await fetch(`${portal?.url}/__staff/users`)).status).toBe(401);
    expect(
      (await fetch(`${portal?.url}/__staff/users`, { headers: { 'X-QCE-Staff-Key': KEY } })).status,
    ).toBe(200);
  });

  it('answers 413 with a message for a body over the limit', async () => {
    const response = await fetch(`${portal?.url}/api/file-service/file/upload?refNo=X`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/octet-stream',
        Authorization: 'Bearer token-juan-101',
      },
      body: new Uint8Array(MAX_REQUEST_BODY_BYTES + 1),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/too large/);
    expect((await fetch(`${portal?.url}/api/maintenance-service/maintenance`)).status).toBe(200);
  });
});

describe('QCE_PROFILE=production pnpm start', () => {
  let portal: Portal | undefined;
  beforeAll(async () => {
    portal = await startPortal({ QCE_PROFILE: 'production' });
  });
  afterAll(() => stopPortal(portal));

  it('mounts no staff API and signs in at the department, not at /__staff/sign-in', async () => {
    for (const path of ['/__staff/users', '/__staff/sign-in', '/__staff/']) {
      const response = await fetch(`${portal?.url}${path}`, {
        headers: { 'X-QCE-Staff-Key': KEY },
      });
      expect([path, response.status]).toEqual([path, 404]);
    }
    const config = (await (await fetch(`${portal?.url}/qce/config.json`)).json()) as {
      loginUrl: string;
    };
    expect(config.loginUrl).toMatch(/^https:\/\//);
    expect(config.loginUrl).not.toContain('__staff');
    expect(
      (await fetch(`${portal?.url}/qce/applications`)).headers.get('content-security-policy'),
    ).toBeTruthy();
  });
});
