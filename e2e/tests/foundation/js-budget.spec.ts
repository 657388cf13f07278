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
