import { test as base, type Browser, type BrowserContext } from '@playwright/test';
import { startIsolatedPortal, type IsolatedPortal } from './isolated-portal';
import { staffApi, type SeededUser, type StaffApi } from './staff-api';

interface PortalFixtures {
  staff: StaffApi;
  /** The first seeded applicant (any product). */
  applicant: SeededUser;
  /**
   * Automatic on every test: the Content-Security-Policy violations the browser reported on any page of
   * the test's contexts (the default one and any `browser.newContext()` the test opens). The test fails
   * if there is one. Both servers (nginx, the default, and deploy/start.mjs with E2E_SERVER=node) send the
   * production CSP on every page (deploy/lib/security-headers.mjs), so every journey is checked on either.
   */
  cspViolations: string[];
}

/** What the init script reports for one `securitypolicyviolation` event. */
interface ViolationReport {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  disposition: string;
  origin: string;
}

/** Console lines Chromium prints for a blocked load or inline code ("Refused to ... Content Security Policy"). */
const CSP_CONSOLE = /Refused to .*Content Security Policy|Content Security Policy directive/i;

function recordViolationEvents(): void {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (
        window as unknown as { __qceCspViolation?: (r: ViolationReport) => Promise<void> }
      ).__qceCspViolation;
      void report?.({
        directive: event.effectiveDirective || event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        sample: event.sample,
        disposition: event.disposition,
        origin: location.origin,
      });
    },
    true,
  );
}

/**
 * The portal's own origins: the suite's server and the isolated portals (support/isolated-portal.ts) on
 * other local ports. A third-party frame (e.g. the seminar video) has its own policy and is not ours.
 */
const PORTAL_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/;

async function watchContext(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding('__qceCspViolation', (source, report: ViolationReport) => {
    if (report.disposition !== 'enforce' || !PORTAL_ORIGIN.test(report.origin)) return;
    violations.push(
      `${source.page?.url() ?? '?'}: ${report.directive} blocked ${report.blocked || '(inline)'} at ${report.source} ${report.sample}`.trim(),
    );
  });
  await context.addInitScript(recordViolationEvents);
  context.on('console', (message) => {
    const text = message.text();
    if (!CSP_CONSOLE.test(text) || /\[Report Only\]/i.test(text)) return;
    const where = message.location().url;
    if (where && !PORTAL_ORIGIN.test(where)) return;
    violations.push(`${message.page()?.url() ?? '?'}: console: ${text}`);
  });
}

/** Watches every context `browser.newContext()`/`newPage()` opens while the test runs. */
function watchNewContexts(browser: Browser, watch: (context: BrowserContext) => Promise<void>) {
  const original = browser.newContext;
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await original.apply(browser, args);
    await watch(context);
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}

interface WorkerFixtures {
  /**
   * A portal process of the worker's own (support/own-portal.ts), started the first time a test of the
   * worker asks for it. Registered here, on every spec's `test`, so that every spec has the same
   * worker fixtures: Playwright runs tests with different worker fixtures in different workers, and a
   * new worker (a browser, a portal) costs 5-15 s on the 2-core CI machine.
   */
  ownPortal: IsolatedPortal;
}

export const test = base.extend<PortalFixtures, WorkerFixtures>({
  ownPortal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, provide) => {
      const portal = await startIsolatedPortal();
      try {
        await provide(portal);
      } finally {
        await portal.stop();
      }
    },
    { scope: 'worker' },
  ],
  staff: async ({ request }, provide) => {
    await provide(staffApi(request));
  },
  applicant: async ({ staff }, provide) => {
    const [first] = await staff.users();
    if (!first) throw new Error('GET /__staff/users listed no seeded applicant');
    await provide(first);
  },
  cspViolations: [
    async ({ context, browser }, provide, testInfo) => {
      const violations: string[] = [];
      const watch = (ctx: BrowserContext) => watchContext(ctx, violations);
      await watch(context);
      const restore = watchNewContexts(browser, watch);
      try {
        await provide(violations);
      } finally {
        restore();
      }
      if (violations.length > 0) {
        await testInfo.attach('csp-violations', { body: violations.join('\n') });
        throw new Error(
          `Content-Security-Policy violations reported by the browser:\n  ${violations.join('\n  ')}`,
        );
      }
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
