// Debian's Chromium for the deploy scripts (bench, the release gate's smoke load); Playwright's own browser
// download is never used. e2e/support/chromium.ts says the same for the test suite.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Playwright's Chromium driver, from the e2e package (the one place it is installed). */
export function launchChromium() {
  const { chromium } = createRequire(path.join(repoRoot, 'e2e/package.json'))('@playwright/test');
  return chromium.launch({ executablePath: chromiumExecutable, args: CHROMIUM_ARGS });
}
