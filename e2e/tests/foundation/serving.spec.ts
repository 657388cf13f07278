import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { repoRoot } from '../../support/isolated-portal';
import { entryFileIn } from '../../support/entry-files';

/**
 * Caching rules of deploy/start.mjs: pages, runtime files and manifests revalidate; every script, the
 * entries included (named by their content), is immutable.
 */
test.describe('one-origin serving', () => {
  test('pages, runtime files and manifests are no-cache; entries and chunks are immutable', async ({
    request,
  }) => {
    const immutable = 'public, max-age=31536000, immutable';
    for (const url of ['/qce/applications', '/qce/remotes.json', '/qce/config.json']) {
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
      const remoteEntry = await request.get(`/remotes/${id}/${body.metaData?.remoteEntry?.name}`);
      expect(remoteEntry.headers()['cache-control'], id).toBe(immutable);
      expect(remoteEntry.headers()['access-control-allow-origin']).toBe('*');
    }
    const chunk = fs
      .readdirSync(path.join(repoRoot, 'shell/dist'))
      .find((f) => /\.[0-9a-f]{8}\.js$/.test(f));
    expect(chunk, 'a hashed chunk in shell/dist').toBeTruthy();
    const hashed = await request.get(`/qce/${chunk}`);
    expect(hashed.headers()['cache-control']).toBe(immutable);
    const main = /src="(\/qce\/main\.[0-9a-f]{8}\.js)"/.exec(
      await (await request.get('/qce/applications')).text(),
    )?.[1];
    expect(main, 'the page loads the hashed main').toBeTruthy();
    expect((await request.get(main ?? '')).headers()['cache-control']).toBe(immutable);
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
      // A production remote has no page of its own: its entry is remoteEntry.<hash>.js (issue 21 item 8).
      expect(path.basename(entryFileIn(path.join(repoRoot, dir, 'dist'))), dir).toMatch(
        dir === 'shell' ? /^main\./ : /^remoteEntry\./,
      );
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
