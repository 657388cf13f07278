import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

/**
 * The e2e suite runs against the composed production build served by the deploy recipe (Debian's nginx,
 * deploy/nginx/run.mjs, demo profile: nginx serves every static file with the production security headers
 * and proxies /api and /__staff to the mock backend), on its own port and with a fresh mock-backend data
 * file per run. Every test fails on a Content-Security-Policy violation (support/fixtures.ts).
 * Without nginx (or with E2E_SERVER=node) it falls back to deploy/start.mjs (Node, same headers and CSP).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// Set once in the runner process; workers inherit it, so every process agrees on the file.
process.env.QCE_E2E_DATA_FILE ??= path.join(
  os.tmpdir(),
  `qce-e2e-${process.pid}-${Date.now()}.json`,
);

/** Debian's nginx if installed (`command -v nginx`, also looking in /usr/sbin), else nothing. */
function findNginx(): string | undefined {
  if (process.env.NGINX) return process.env.NGINX;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${process.env.PATH ?? ''}:/usr/sbin:/sbin` },
  });
  return found.status === 0 ? found.stdout.trim() || undefined : undefined;
}

// The staff API's key for this run (issue 23 item 4): every portal the suite starts inherits it, and the
// tests' request contexts send it (support/staff-api.ts).
process.env.QCE_STAFF_KEY ??= randomBytes(24).toString('base64url');

// Decided once in the runner process; workers inherit the choice (specs read E2E_SERVER).
if (!process.env.E2E_SERVER) {
  const nginx = findNginx();
  process.env.E2E_SERVER = nginx ? 'nginx' : 'node';
  if (nginx) process.env.NGINX = nginx;
  console.log(
    nginx
      ? `[e2e] serving the production build through nginx (${nginx}, deploy/nginx/run.mjs, demo profile) on ${baseURL}`
      : `[e2e] nginx not found (apt-get install -y nginx-light): falling back to deploy/start.mjs (Node, same CSP) on ${baseURL}`,
  );
}
const viaNginx = process.env.E2E_SERVER === 'nginx';
/**
 * The specs whose tests take 15 s or more on the CI machine (docs/performance.md): handed out first.
 * Playwright hands out tests in project order, then in file order.
 */
const LONG_SPECS = [
  'ihc/keyboard-individual-journey.spec.ts',
  'sp/sp-journey.spec.ts',
  'foundation/kit-versions.spec.ts',
  'foundation/independent-deploy.spec.ts',
  'foundation/track-first-paint.spec.ts',
  'foundation/remote-failure.spec.ts',
  'payments/payment.spec.ts',
  'foundation/cross-origin-track.spec.ts',
  'foundation/js-budget.spec.ts',
  'ihc/seminar.spec.ts',
].map((spec) => `**/tests/${spec}`);
// deploy/start.mjs builds what is stale itself; the nginx recipe serves the dist folders as they are.
const build = process.env.QCE_SKIP_BUILD === '1' ? '' : 'node ../deploy/build.mjs && ';

export default defineConfig({
  testDir: './tests',
  // Override when several people run the suite in one tree at once (Playwright empties this folder).
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // In CI a failed test runs once more and, if it passes then, is reported as flaky by name (never hidden):
  // on the 2-core CI machine one timing race in a 132-test run turns a whole landing red.
  retries: process.env.CI ? 1 : 0,
  // Three, not two, on the 2-core CI machine: the specs mostly wait on the browser and the network
  // (measured: 176 tests in 9.4 min with 3 workers, 11.0 min with 2, none flaky).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: process.env.E2E_REPORT_DIR ?? './playwright-report' }],
  ],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL,
    // A trace records a screencast and DOM snapshots of every test, about a fifth of the suite's CPU on
    // two cores; CI keeps no artifacts, so it runs without (E2E_TRACE=retain-on-failure brings it back).
    trace:
      process.env.E2E_TRACE === 'retain-on-failure' || !process.env.CI
        ? 'retain-on-failure'
        : 'off',
    screenshot: 'only-on-failure',
    video: 'off',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    launchOptions: chromiumLaunchOptions,
    // `request`, `page.request` (and the pages' own requests) carry the staff key.
    extraHTTPHeaders: { 'X-QCE-Staff-Key': process.env.QCE_STAFF_KEY },
  },
  // One browser on all workers; two projects only to order the queue, the long specs first (in file
  // order the keyboard journey, 54 s, started as test 59 of 70 and was the run's tail). Each project
  // switch starts a worker again, so two, not more. The specs that reset the mock backend, arm faults or
  // walk a journey that changes records each run against the worker's own portal (support/own-portal.ts),
  // never the shared one.
  projects: [
    { name: 'chromium-long', testMatch: LONG_SPECS },
    { name: 'chromium', testIgnore: LONG_SPECS },
  ],
  webServer: {
    command: viaNginx ? `${build}node ../deploy/nginx/run.mjs` : 'node ../deploy/start.mjs',
    // Through nginx the static files answer before the mock backend behind it: wait for the staff API.
    url: `${baseURL}/__staff/sign-in`,
    reuseExistingServer: false,
    timeout: 15 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      QCE_DATA_FILE: process.env.QCE_E2E_DATA_FILE,
      QCE_STAFF_KEY: process.env.QCE_STAFF_KEY,
      // A registry of the run's own: releases a developer made locally (deploy/.registry) stay out.
      QCE_REGISTRY_DIR: `${process.env.QCE_E2E_DATA_FILE}.registry`,
      // The mock backend behind nginx: any free port.
      QCE_API_PORT: '0',
      ...(process.env.NGINX ? { NGINX: process.env.NGINX } : {}),
    },
  },
});
