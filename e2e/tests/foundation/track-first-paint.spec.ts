/**
 * Issue 21 item 7 and test (g): a track's first-page heading ships with the track's release alone. The
 * candidate is mf-sp built with a newer kit minor (so it runs on its own kit copy, ADR 013) whose first
 * page has a new heading; `pnpm release sp` publishes it and the server composes the live release's
 * first-paint.json into the shell's route HTML at request time: the new heading is in the HTML, no frame
 * of the load ever shows the old one, no layout shift, and the shell's files are not rebuilt.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
// The test's own portal: its release moves the live pointer, which no later test may inherit.
import { expect, testWithPortalOfItsOwn as test } from '../../support/own-portal';
import { repoRoot } from '../../support/isolated-portal';
import { buildKitVariant, kitVersion } from '../../support/kit-variants';

const run = promisify(execFile);
/** TRACK_FIRST_PAGES.SP.title of the kit the deployed apps were built with. */
const OLD_HEADING = 'Sanitary Permit Applications';
const NEW_HEADING = 'Sanitary Permits: Apply and Track';

/** Rewrites a text in every .js and .json file of a folder (the candidate's changed constant). */
function replaceInBuild(dir: string, from: string, to: string): number {
  let files = 0;
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!/\.(js|json)$/.test(name)) continue;
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes(from)) continue;
    fs.writeFileSync(file, text.replaceAll(from, to));
    files += 1;
  }
  return files;
}

test('a new SP heading shipped by the SP release alone is painted from the first frame', async ({
  browser,
  testPortal,
  applicant,
}) => {
  test.setTimeout(300_000);
  const [major, minor] = kitVersion();
  const variant = await buildKitVariant('mf-sp', `${major}.${minor + 1}.0`);
  const candidate = fs.mkdtempSync(path.join(os.tmpdir(), 'qce-sp-heading-'));
  fs.cpSync(variant, candidate, { recursive: true });
  expect(replaceInBuild(candidate, OLD_HEADING, NEW_HEADING)).toBeGreaterThan(1);

  const registryDir = path.join(path.dirname(testPortal.dataFile), 'registry');
  const shellIndex = fs.readFileSync(
    path.join(repoRoot, 'shell/dist/sp/applications.html'),
    'utf8',
  );
  await run(
    process.execPath,
    [
      path.join(repoRoot, 'deploy/release.mjs'),
      'release',
      'sp',
      '--dist',
      candidate,
      '--portal',
      testPortal.url,
      '--smoke-session',
      `${applicant.userId}:${applicant.token}`,
    ],
    { cwd: repoRoot, env: { ...process.env, QCE_REGISTRY_DIR: registryDir } },
  );
  fs.rmSync(candidate, { recursive: true, force: true });

  // The server composes the live release's page into the route's HTML; the shell's file is unchanged.
  const html = await (await fetch(`${testPortal.url}/qce/sp/applications`)).text();
  expect(html).toContain(`<h1>${NEW_HEADING}</h1>`);
  expect(html).not.toContain(OLD_HEADING);
  expect(fs.readFileSync(path.join(repoRoot, 'shell/dist/sp/applications.html'), 'utf8')).toBe(
    shellIndex,
  );

  // Every heading any frame showed, and the layout shifts, from the first byte to the remote's render.
  const context = await browser.newContext({ extraHTTPHeaders: {} });
  await context.addInitScript(() => {
    const seen = new Set<string>();
    let shift = 0;
    const sample = () => {
      const h1 = document.querySelector('main h1');
      if (h1?.textContent) seen.add(h1.textContent);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
        shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { __qceHeadings: seen, __qceShift: () => shift });
  });
  const page = await context.newPage();
  await page.goto(
    `${testPortal.url}/qce/applications?userId=${applicant.userId}&token=${applicant.token}`,
  );
  await expect(page.getByRole('main')).toBeVisible();
  await page.goto(`${testPortal.url}/qce/sp/applications`);
  await expect(page.locator('[data-parcel-mounted="true"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();
  const seen = await page.evaluate(() => [
    ...(window as unknown as { __qceHeadings: Set<string> }).__qceHeadings,
  ]);
  expect(seen).toEqual([NEW_HEADING]);
  expect(
    await page.evaluate(() => (window as unknown as { __qceShift: () => number }).__qceShift()),
  ).toBe(0);
  await context.close();
});
