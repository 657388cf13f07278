import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

/**
 * The e2e suite runs against the composed production build served exactly as `pnpm start` serves it
 * (deploy/start.mjs), on its own port and with a fresh mock-backend data file per run.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// Set once in the runner process; workers inherit it, so every process agrees on the file.
process.env.QCE_E2E_DATA_FILE ??= path.join(
  os.tmpdir(),
  `qce-e2e-${process.pid}-${Date.now()}.json`,
);

export default defineConfig({
  testDir: './tests',
  // Override when several people run the suite in one tree at once (Playwright empties this folder).
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: process.env.E2E_REPORT_DIR ?? './playwright-report' }],
  ],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      // Specs that only read shared state, or use their own seeded applicant: run in parallel.
      name: 'chromium',
      testIgnore: /\.serial\.spec\.ts$/,
      // Run as this project's teardown: after it, and whether or not its tests passed.
      teardown: 'global-state',
    },
    {
      // Specs that change global state of the mock backend (reset, maintenance, faults), or that need the
      // machine to themselves (building a remote): one at a time, after the parallel project.
      name: 'global-state',
      testMatch: /\.serial\.spec\.ts$/,
      workers: 1,
    },
  ],
  webServer: {
    command: 'node ../deploy/start.mjs',
    url: `${baseURL}/qce/`,
    reuseExistingServer: false,
    timeout: 15 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      QCE_DATA_FILE: process.env.QCE_E2E_DATA_FILE,
    },
  },
});
