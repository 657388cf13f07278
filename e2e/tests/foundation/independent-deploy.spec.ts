import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../../support/own-portal';
import { repoRoot, startIsolatedPortal, type IsolatedPortal } from '../../support/isolated-portal';
import { entryFileIn } from '../../support/entry-files';

const run = promisify(execFile);

/** sha256 over every file of a folder (relative path + bytes), in a stable order. */
function hashTree(dir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (current: string) => {
    for (const entry of fs
      .readdirSync(current, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(dir, full)).update('\0').update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

test.describe('a track team releases one remote: pnpm release / pnpm rollback', () => {
  test.describe.configure({ timeout: 300_000 });
  let portal: IsolatedPortal | undefined;
  let workDir: string;

  test.beforeAll(() => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qce-release-'));
    // nginx's workers (user nobody when run as root) serve the published releases below it.
    fs.chmodSync(workDir, 0o755);
  });
  test.afterAll(async () => {
    await portal?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  test('release publishes and gates mf-certificates and moves the pointer; a broken candidate is refused and changes nothing; rollback restores the previous build; shell files stay byte-identical', async ({
    page,
  }) => {
    const shellDist = path.join(repoRoot, 'shell/dist');
    const shellBefore = hashTree(shellDist);
    const registryDir = path.join(workDir, 'registry');
    portal = await startIsolatedPortal({ QCE_REGISTRY_DIR: registryDir });
    const releaseCommand = (...args: string[]) =>
      run(
        process.execPath,
        [path.join(repoRoot, 'deploy/release.mjs'), ...args, '--portal', portal?.url ?? ''],
        {
          cwd: repoRoot,
          env: { ...process.env, QCE_REGISTRY_DIR: registryDir },
          maxBuffer: 64 * 1024 * 1024,
        },
      );
    const registry = async () =>
      (
        (await (await fetch(`${portal?.url}/qce/remotes.json`)).json()) as Record<
          string,
          { entry: string }
        >
      ).mf_certificates?.entry;

    const certificatesScripts: string[] = [];
    page.on('response', (response) => {
      if (/\/(remotes\/certificates|releases)\//.test(response.url()))
        certificatesScripts.push(response.url());
    });
    await page.goto(`${portal.url}/qce/qcs`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(certificatesScripts.some((url) => url.includes('/remotes/certificates/'))).toBe(true);

    // Release: publish a finished build under /releases/certificates/<id>/ (the command's own build step is
    // webpack with the release id as QCE_BUILD_MARKER; skipped here to keep CI short), gate it with a smoke
    // load, move the pointer.
    const released = await releaseCommand(
      'release',
      'certificates',
      '--dist',
      path.join(repoRoot, 'mf-certificates/dist'),
    );
    const releaseId = /\[release\] (certificates-[\w-]+) is live/.exec(released.stdout)?.[1] ?? '';
    expect(releaseId).not.toBe('');
    expect(await registry()).toBe(`/releases/certificates/${releaseId}/mf-manifest.json`);
    certificatesScripts.length = 0;
    await page.reload();
    await expect(page.locator('[data-parcel-mounted="true"]')).toBeVisible();
    expect(
      certificatesScripts.some((url) => url.includes(`/releases/certificates/${releaseId}/`)),
    ).toBe(true);
    expect(certificatesScripts.some((url) => url.includes('/remotes/certificates/'))).toBe(false);

    // A broken candidate (its entry throws) fails the gate's smoke load: refused in one line, nothing moves.
    const broken = path.join(workDir, 'broken');
    fs.cpSync(path.join(registryDir, 'releases/certificates', releaseId), broken, {
      recursive: true,
    });
    fs.writeFileSync(entryFileIn(broken), "throw new Error('broken build');\n");
    const refused = await releaseCommand('release', 'certificates', '--dist', broken).then(
      () => '',
      (error: { stderr?: string }) => error.stderr ?? 'refused',
    );
    expect(refused).toMatch(/\[release\] refused: .*temporarily unavailable/);
    expect(await registry()).toBe(`/releases/certificates/${releaseId}/mf-manifest.json`);
    expect(fs.readdirSync(path.join(registryDir, 'releases/certificates'))).toEqual([releaseId]);

    // Rollback: the pointer goes back to what was live before, the built-in build.
    await releaseCommand('rollback', 'certificates');
    certificatesScripts.length = 0;
    expect(await registry()).toBe('/remotes/certificates/mf-manifest.json');
    await page.reload();
    await expect(page.locator('[data-parcel-mounted="true"]')).toBeVisible();
    await expect
      .poll(() => certificatesScripts.some((url) => url.includes('/remotes/certificates/')))
      .toBe(true);

    // The history keeps both moves, with what each release was built from.
    const history = (await (await fetch(`${portal.url}/__registry/tracks`)).json()) as {
      tracks: Record<
        string,
        { history: Array<{ action: string }>; releases: Record<string, Record<string, string>> }
      >;
    };
    const track = history.tracks.mf_certificates;
    expect(track?.history.map((move) => move.action)).toEqual(['release', 'rollback']);
    expect(Object.keys(track?.releases[releaseId] ?? {})).toEqual(
      expect.arrayContaining([
        'releaseId',
        'entry',
        'publishedAt',
        'gitSha',
        'kitVersion',
        'runtimeVersion',
      ]),
    );

    expect(hashTree(shellDist)).toBe(shellBefore);
  });
});
