/**
 * Issue 21 item 6: QA runs a candidate build of one track inside the real portal. The demo config turns
 * overrides on (`qaOverrides: true`); a tester sets `localStorage['qce-qa-override:<remote>']` to the
 * candidate's entry, sees a banner saying so, and returns to the live builds with one button. Other
 * browsers keep the live build. (Production's config leaves overrides off: shell jest tests.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/own-portal';
import { repoRoot } from '../../support/isolated-portal';
import { REMOTE_ENTRY } from '../../support/entry-files';

test('a tester points mf-certificates at a candidate build in this browser only, and back', async ({
  page,
  browser,
  ownPortal,
}) => {
  // The candidate: a copy of the current build published beside the live one.
  const registryDir = path.join(path.dirname(ownPortal.dataFile), 'registry');
  const candidate = path.join(registryDir, 'releases/certificates/qa-candidate');
  fs.cpSync(path.join(repoRoot, 'mf-certificates/dist'), candidate, { recursive: true });
  const entry = '/releases/certificates/qa-candidate/mf-manifest.json';

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (REMOTE_ENTRY.test(request.url()))
      scripts.push(path.posix.dirname(new URL(request.url()).pathname));
  });
  await page.goto(`${ownPortal.url}/qce/faq`);
  await page.evaluate(
    (value) => localStorage.setItem('qce-qa-override:mf_certificates', value),
    entry,
  );

  await page.goto(`${ownPortal.url}/qce/qcs`);
  const banner = page.getByRole('region', { name: 'QA overrides' });
  await expect(banner).toContainText(`mf_certificates from ${entry}`);
  await expect(page.locator('[data-parcel-mounted="true"]')).toBeVisible();
  expect(scripts).toContain('/releases/certificates/qa-candidate');

  // Another browser (no override set) gets the live build and no banner.
  const other = await browser.newPage();
  const otherScripts: string[] = [];
  other.on('request', (request) => {
    if (REMOTE_ENTRY.test(request.url()))
      otherScripts.push(path.posix.dirname(new URL(request.url()).pathname));
  });
  await other.goto(`${ownPortal.url}/qce/qcs`);
  await expect(other.locator('[data-parcel-mounted="true"]')).toBeVisible();
  await expect(other.getByRole('region', { name: 'QA overrides' })).toHaveCount(0);
  expect(otherScripts).toContain('/remotes/certificates');
  await other.close();

  // Back to the live builds.
  scripts.length = 0;
  await banner.getByRole('button', { name: 'Use the live builds' }).click();
  await expect(page.locator('[data-parcel-mounted="true"]')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect.poll(() => scripts).toContain('/remotes/certificates');
});
