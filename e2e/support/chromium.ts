import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium; Playwright's own browser download is never used. */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumExecutable,
  args: chromiumArgs,
};
