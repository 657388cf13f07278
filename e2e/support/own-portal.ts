/**
 * A portal process of the worker's own (support/isolated-portal.ts: own port, own data file), made the
 * tests' `baseURL`: pages, `request`, the `staff` API and `ownPortal.url` all go there. For specs that
 * reset the mock backend, arm faults or walk a journey that changes records: they run beside every other
 * spec without touching the suite's shared server, so the whole suite runs on all workers at once.
 * The `ownPortal` worker fixture itself is registered on every spec's `test` (support/fixtures.ts), so
 * these specs and the others share workers.
 */
import { test as portalTest } from './fixtures';
import { startIsolatedPortal, type IsolatedPortal } from './isolated-portal';

export const test = portalTest.extend({
  baseURL: async ({ ownPortal }, provide) => {
    await provide(ownPortal.url);
  },
});

/**
 * Like `test`, but the portal (`testPortal`) is the test's alone, started before it and stopped after it:
 * for specs whose release moves a track's live pointer (a second origin, a new first paint). On the
 * worker's portal every later test of the worker would load that release instead of the deployed build.
 */
export const testWithPortalOfItsOwn = portalTest.extend<{ testPortal: IsolatedPortal }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
  testPortal: async ({}, provide) => {
    const portal = await startIsolatedPortal();
    try {
      await provide(portal);
    } finally {
      await portal.stop();
    }
  },
  baseURL: async ({ testPortal }, provide) => {
    await provide(testPortal.url);
  },
});

export { expect } from './fixtures';
