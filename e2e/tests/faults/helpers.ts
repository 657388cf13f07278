/**
 * The fault specs' test: an isolated portal per worker (its faults and resets never reach the specs running
 * in parallel), made the tests' `baseURL` so pages, `request` and the staff API all go there; and `faults`,
 * the page under the switchable client timeout with its uncaught errors collected.
 */
import { collectPageErrors, controlClientTimeout, type FaultTarget } from '../../support/faults';
import { test as portalTest } from '../../support/fixtures';
import type { StaffApi } from '../../support/staff-api';
import { startIsolatedPortal, type IsolatedPortal } from '../../support/isolated-portal';

export const test = portalTest.extend<{ faults: FaultTarget }, { faultPortal: IsolatedPortal }>({
  faultPortal: [
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
  baseURL: async ({ faultPortal }, provide) => {
    await provide(faultPortal.url);
  },
  faults: async ({ page, request, faultPortal }, provide) => {
    const errors = collectPageErrors(page);
    const timeout = await controlClientTimeout(page);
    await provide({ page, request, origin: faultPortal.url, timeout, errors });
  },
});

export { expect } from '../../support/fixtures';

/**
 * Runs a fault table in one test (one sign-in for all its rows), a step per row: the backend is reset to
 * the row's scenario when it changes (from `current`, the one already loaded), or before every row with
 * `resetEach` (rows that change data).
 */
export async function eachRow<R extends { scenario: string }>(
  staff: StaffApi,
  rows: readonly R[],
  title: (row: R) => string,
  run: (row: R) => Promise<void>,
  { resetEach = false, current = '' } = {},
): Promise<void> {
  let scenario = current;
  for (const row of rows) {
    await test.step(title(row), async () => {
      if (resetEach || row.scenario !== scenario) await staff.reset(row.scenario);
      scenario = row.scenario;
      await run(row);
    });
  }
}
