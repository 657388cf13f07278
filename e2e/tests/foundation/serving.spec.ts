import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { repoRoot } from '../../support/isolated-portal';

/** Caching rules of deploy/start.mjs: entries and runtime files revalidate, hashed files are immutable. */
test.describe('one-origin serving', () => {
  test('runtime files and entries are no-cache; hashed chunks are immutable', async ({
    request,
  }) => {
    for (const url of ['/qce/remotes.json', '/qce/config.json', '/qce/main.js']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toBe('no-cache');
    }
    const remotes = (await (await request.get('/qce/remotes.json')).json()) as Record<
      string,
      { entry: string }
    >;
    for (const id of ['ihc', 'sp', 'recurring', 'certificates']) {
      const name = `mf_${id}`;
      const entry = remotes[name]?.entry;
      expect(entry, name).toBe(`/remotes/${id}/mf-manifest.json`);
      const manifest = await request.get(entry ?? '');
      expect(manifest.headers()['cache-control']).toBe('no-cache');
      const body = (await manifest.json()) as {
        exposes?: { name: string }[];
        metaData?: { remoteEntry?: { name?: string } };
      };
      expect(body.exposes?.map((e) => e.name)).toContain('parcel');
      const remoteEntry = await request.get(`/remotes/${id}/remoteEntry.js`);
      expect(remoteEntry.headers()['cache-control']).toBe('no-cache');
      expect(remoteEntry.headers()['access-control-allow-origin']).toBe('*');
    }
    const chunk = fs
      .readdirSync(path.join(repoRoot, 'shell/dist'))
      .find((f) => /\.[0-9a-f]{8}\.js$/.test(f));
    expect(chunk, 'a hashed chunk in shell/dist').toBeTruthy();
    const hashed = await request.get(`/qce/${chunk}`);
    expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('every script of every app is served with V8 compile hint on its first line (ADR 012)', async ({
    request,
  }) => {
    const apps: ReadonlyArray<readonly [dir: string, base: string]> = [
      ['shell', '/qce'],
      ...['ihc', 'sp', 'recurring', 'certificates'].map(
        (id) => [`mf-${id}`, `/remotes/${id}`] as const,
      ),
    ];
    for (const [dir, base] of apps) {
      const scripts = fs
        .readdirSync(path.join(repoRoot, dir, 'dist'))
        .filter((f) => f.endsWith('.js'));
      // A production remote has no page of its own: its entry is remoteEntry.js (issue 21 item 8).
      expect(scripts, dir).toContain(dir === 'shell' ? 'main.js' : 'remoteEntry.js');
      for (const script of scripts) {
        const body = await (await request.get(`${base}/${script}`)).text();
        expect(body.split('\n', 1)[0], `${base}/${script}`).toBe('//# allFunctionsCalledOnLoad');
      }
    }
  });

  test('the mock backend and the staff API share the origin', async ({ request }) => {
    const users = await request.get('/__staff/users');
    expect(users.status()).toBe(200);
    expect((await request.get('/remotes/sp/no-such.js')).status()).toBe(404);
  });
});
