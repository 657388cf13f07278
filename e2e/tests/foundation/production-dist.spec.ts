import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { repoRoot } from '../../support/isolated-portal';
import { entryFileIn } from '../../support/entry-files';

/**
 * Issue 21 item 8: no mock code in a production build of any app. The standalone QA start of a remote
 * (src/standalone/, `--env standalone`) is a development build only; these are the traces it, the msw
 * worker, the fake backend, its seeded sessions and the scenario switcher would leave in a dist.
 */
const MOCK_TRACES: ReadonlyArray<readonly [what: string, trace: RegExp]> = [
  ['the msw worker script', /mockServiceWorker/],
  ['msw in the browser', /setupWorker|\[MSW\]|mswjs/],
  ['the fake backend (its localStorage key, mock-api/src/browser.ts)', /qce-mock-api-db/],
  ['a seeded session token (mock-api/src/seed/users.ts)', /token-[a-z]+-\d+/],
  ['the scenario switcher', /shared-kit\/testing|Mock backend/],
];
const APPS = ['shell', 'mf-ihc', 'mf-sp', 'mf-recurring', 'mf-certificates'];

/** Every file below `dir`, relative to it. */
function filesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() ? [path.relative(dir, path.join(entry.parentPath, entry.name))] : [],
    );
}

test.describe('production builds ship no mock code', () => {
  for (const app of APPS) {
    test(`${app}/dist holds no msw, fake backend, seeded token or scenario switcher`, () => {
      const dist = path.join(repoRoot, app, 'dist');
      const files = filesOf(dist);
      expect(files, `${app}/dist is built`).toContain('mf-manifest.json');
      const found = files.flatMap((file) => {
        const text = fs.readFileSync(path.join(dist, file), 'utf8');
        return MOCK_TRACES.filter(([, trace]) => trace.test(file) || trace.test(text)).map(
          ([what, trace]) => `${file}: ${what} (${trace.source})`,
        );
      });
      expect(found, `mock code in ${app}/dist`).toEqual([]);
    });
  }

  test('a production remote is its remoteEntry.<hash>.js and exposed modules, with no page of its own', () => {
    for (const app of APPS.filter((name) => name.startsWith('mf-'))) {
      const dist = path.join(repoRoot, app, 'dist');
      const files = fs.readdirSync(dist);
      expect(path.basename(entryFileIn(dist)), app).toMatch(/^remoteEntry\./);
      expect(
        files.filter((file) => /^main\./.test(file) || file.endsWith('.html')),
        app,
      ).toEqual([]);
    }
  });
});
