import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../../support/own-portal';
import { repoRoot, startIsolatedPortal, type IsolatedPortal } from '../../support/isolated-portal';

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

test.describe('deploying one remote without rebuilding the shell', () => {
  test.describe.configure({ timeout: 240_000 });
  let portal: IsolatedPortal | undefined;
  let workDir: string;

  test.beforeAll(() => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qce-release-'));
  });
  test.afterAll(async () => {
    await portal?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  test('a new mf-certificates build published beside the old one changes the portal; shell files stay byte-identical', async ({
    page,
  }) => {
    const shellDist = path.join(repoRoot, 'shell/dist');
    const shellBefore = hashTree(shellDist);
    const marker = `release-${Date.now().toString(36)}`;
    const releases = path.join(workDir, 'releases');
    const output = path.join(releases, `certificates-${marker}`);

    // Build only the remote, into its own release folder, with a marker compiled in.
    await run(
      process.execPath,
      [
        require.resolve('webpack-cli/bin/cli.js', { paths: [repoRoot] }),
        '--mode',
        'production',
        '--output-path',
        output,
      ],
      {
        cwd: path.join(repoRoot, 'mf-certificates'),
        env: { ...process.env, QCE_BUILD_MARKER: marker },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    expect(fs.existsSync(path.join(output, 'mf-manifest.json'))).toBe(true);

    // The deployment's remotes.json, first pointing at the current build.
    const remotesFile = path.join(workDir, 'remotes.json');
    const remotes = JSON.parse(
      fs.readFileSync(path.join(shellDist, 'remotes.json'), 'utf8'),
    ) as Record<string, { entry: string }>;
    fs.writeFileSync(remotesFile, JSON.stringify(remotes));
    portal = await startIsolatedPortal({
      QCE_REMOTES_FILE: remotesFile,
      QCE_RELEASES_DIR: releases,
    });

    const certificatesScripts: string[] = [];
    page.on('response', (response) => {
      if (/\/(remotes\/certificates|releases)\//.test(response.url()))
        certificatesScripts.push(response.url());
    });
    await page.goto(`${portal.url}/qce/qcs`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(marker)).toHaveCount(0);
    expect(certificatesScripts.some((url) => url.includes('/remotes/certificates/'))).toBe(true);

    // Publish: point the remote's entry at the new folder. No shell rebuild, no server restart.
    remotes.mf_certificates = { entry: `/releases/certificates-${marker}/mf-manifest.json` };
    fs.writeFileSync(remotesFile, JSON.stringify(remotes));
    certificatesScripts.length = 0;
    await page.reload();
    await expect
      .poll(() =>
        certificatesScripts.some((url) => url.includes(`/releases/certificates-${marker}/`)),
      )
      .toBe(true);
    expect(certificatesScripts.some((url) => url.includes('/remotes/certificates/'))).toBe(false);
    // The release shows its marker: mf-certificates renders __QCE_BUILD_MARKER__ (set by the build factory).
    await expect(page.getByText(marker).first()).toBeVisible();

    // Roll back by pointing back.
    remotes.mf_certificates = { entry: '/remotes/certificates/mf-manifest.json' };
    fs.writeFileSync(remotesFile, JSON.stringify(remotes));
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(marker)).toHaveCount(0);

    expect(hashTree(shellDist)).toBe(shellBefore);
  });
});
