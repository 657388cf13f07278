import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../support/isolated-portal';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';

/**
 * Issue 2 and 12: JS bytes on the wire per route (gzip, response headers included, as `pnpm bench`
 * counts them) within budget. Bytes are deterministic for a build, so CI asserts them; timings are only
 * reported by the bench (docs/performance.md).
 */
const budgets = JSON.parse(fs.readFileSync(path.join(repoRoot, 'deploy/budgets.json'), 'utf8')) as {
  landingJsBytes: number;
  routeJsBytes: number;
};

/** Each route, its budget, and what shows once its page (the remote's, for a track) has rendered. */
const ROUTES: { route: string; budget: number; ready: (page: Page) => Locator }[] = [
  {
    route: '/qce/applications',
    budget: budgets.landingJsBytes,
    ready: (page) => page.getByRole('link', { name: 'Open Follow-up Water Analysis' }),
  },
  ...['/qce/ihc/applications', '/qce/sp/applications'].map((route) => ({
    route,
    budget: budgets.routeJsBytes,
    ready: (page: Page) => page.getByRole('heading', { name: 'New Application' }),
  })),
  ...['/qce/recurring/shl/applications', '/qce/recurring/wal/applications'].map((route) => ({
    route,
    budget: budgets.routeJsBytes,
    ready: (page: Page) => page.getByRole('button', { name: 'Request follow-up' }),
  })),
  {
    route: '/qce/documents/1001',
    budget: budgets.routeJsBytes,
    ready: (page) => page.getByRole('status').filter({ hasText: 'Loading' }),
  },
];

test.describe('JS on the wire per route (budgets)', () => {
  for (const { route, budget, ready } of ROUTES) {
    test(`${route} loads at most ${(budget / 1024).toFixed(0)} KB of JS`, async ({
      page,
      context,
      applicant,
    }) => {
      await signIn(page, applicant);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const scripts = new Set<string>();
      const bytes = new Map<string, number>();
      cdp.on('Network.responseReceived', (event) => {
        if (event.type === 'Script') scripts.add(event.requestId);
      });
      cdp.on('Network.loadingFinished', (event) =>
        bytes.set(event.requestId, event.encodedDataLength),
      );
      await page.goto(route);
      if (route.startsWith('/qce/documents/')) {
        await expect(page.locator('[data-parcel-mounted="true"]')).toBeAttached();
        await expect(ready(page)).toHaveCount(0);
      } else {
        await expect(ready(page)).toBeVisible();
      }
      await page.waitForLoadState('networkidle');
      const total = [...scripts].reduce((sum, id) => sum + (bytes.get(id) ?? 0), 0);
      test.info().annotations.push({
        type: 'js-bytes',
        description: `${route}: ${(total / 1024).toFixed(1)} KB in ${scripts.size} scripts`,
      });
      expect(scripts.size).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(budget);
    });
  }
});

/**
 * Issue 22 item 1: nothing waits for what it does not need. The HTML of each first page (the shell's own
 * chunks from its build, the track's from its live release, composed by the server) preloads every
 * script the page runs before it is ready, so none waits for another to arrive, and preloads nothing
 * the page does not run.
 */
test.describe('first pages preload what they run', () => {
  for (const { route, ready } of ROUTES) {
    test(`${route}: every script before the page is ready was preloaded, every preload was used`, async ({
      page,
      applicant,
    }) => {
      await signIn(page, applicant);
      // The hand-off page itself reads without early reads (the session is stored by its scripts) and
      // loads the client's transport: let it finish, so none of its requests counts for the route.
      await page.waitForLoadState('networkidle');
      // Chromium's own check: a preload the page has not used a few seconds after its load event.
      const unused: string[] = [];
      page.on('console', (message) => {
        if (/preloaded using link preload but not used/.test(message.text())) {
          unused.push(message.text());
        }
      });
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      const response = await page.goto(route);
      const html = (await response?.text()) ?? '';
      if (route.startsWith('/qce/documents/')) {
        await expect(page.locator('[data-parcel-mounted="true"]')).toBeAttached();
        await expect(ready(page)).toHaveCount(0);
      } else {
        await expect(ready(page)).toBeVisible();
      }
      const preloaded = new Set(
        [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((m) => m[1]),
      );
      const entry = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]);
      const notPreloaded = [...scripts].filter(
        (script) => !preloaded.has(script) && !entry.includes(script),
      );
      expect(notPreloaded, 'scripts the page waited for').toEqual([]);
      await page.waitForLoadState('load');
      await page.waitForTimeout(3_500);
      expect(unused, 'preloaded but not used').toEqual([]);
    });
  }
});
