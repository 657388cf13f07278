/**
 * Issue 21 item 5: a track served from a second origin works through the portal. The release is published
 * under another origin (here the same server reached as `localhost`, a different origin from 127.0.0.1);
 * the registry records it, and the portal's CSP and the shell's allow-list take that origin in from the
 * registry (nginx is regenerated and reloaded), never by hand. The fixtures fail the test on any CSP
 * violation. (An origin the registry does not list is refused into the track's panel: security.spec.)
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
// The test's own portal: its release moves the live pointer, which no later test may inherit.
import { expect, testWithPortalOfItsOwn as test } from '../../support/own-portal';
import { repoRoot } from '../../support/isolated-portal';
import { REMOTE_ENTRY } from '../../support/entry-files';

const run = promisify(execFile);

test('mf-certificates released to a second origin loads in the portal with 0 CSP violations', async ({
  browser,
  testPortal,
}) => {
  test.setTimeout(120_000);
  const registryDir = path.join(path.dirname(testPortal.dataFile), 'registry');
  const second = new URL(testPortal.url);
  second.hostname = 'localhost';
  const released = await run(
    process.execPath,
    [
      path.join(repoRoot, 'deploy/release.mjs'),
      'release',
      'certificates',
      '--dist',
      path.join(repoRoot, 'mf-certificates/dist'),
      '--publish-url',
      `${second.origin}/releases`,
      '--portal',
      testPortal.url,
    ],
    { cwd: repoRoot, env: { ...process.env, QCE_REGISTRY_DIR: registryDir } },
  );
  expect(released.stdout).toMatch(/is live for mf_certificates/);

  // Generated from the registry: the CSP and the shell's allow-list now name the second origin.
  const config = (await (await fetch(`${testPortal.url}/qce/config.json`)).json()) as {
    remoteOrigins: string[];
  };
  expect(config.remoteOrigins).toContain(second.origin);
  const csp = (await fetch(`${testPortal.url}/qce/qcs`)).headers.get('content-security-policy');
  expect(csp).toMatch(new RegExp(`script-src 'self' ${second.origin}`));

  // An applicant's browser: no test headers (the suite's staff key would turn the cross-origin manifest
  // fetch into a CORS preflight no applicant ever sends).
  const context = await browser.newContext({ extraHTTPHeaders: {} });
  const page = await context.newPage();
  const fromSecond: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(second.origin)) fromSecond.push(response.url());
  });
  await page.goto(`${testPortal.url}/qce/qcs`);
  await expect(page.locator('[data-parcel-mounted="true"]')).toBeVisible();
  expect(fromSecond.some((url) => REMOTE_ENTRY.test(url))).toBe(true);
  await context.close();
});
