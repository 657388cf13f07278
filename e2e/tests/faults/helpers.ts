/**
 * The fault specs' test: the worker's own portal (support/own-portal.ts: its faults and resets never reach
 * the specs running in parallel); and `faults`, the page under the switchable client timeout with its
 * uncaught errors collected.
 */
import {
  collectPageErrors,
  controlClientTimeout,
  expectActionSurvivesFaults,
  expectLoadSurvivesFaults,
  type ActionFaultRow,
  type FaultTarget,
  type LoadFaultRow,
} from '../../support/faults';
import { test as ownPortalTest } from '../../support/own-portal';
import type { StaffApi } from '../../support/staff-api';

export const test = ownPortalTest.extend<{ faults: FaultTarget }>({
  faults: async ({ page, request, ownPortal }, provide) => {
    const errors = collectPageErrors(page);
    const timeout = await controlClientTimeout(page);
    await provide({ page, request, origin: ownPortal.url, timeout, errors });
  },
});

export { expect } from '../../support/own-portal';

/** Runs a fault table in the current test, a step per row, the backend reset to the row's scenario first. */
async function eachRow<R extends { scenario: string }>(
  staff: StaffApi,
  rows: readonly R[],
  title: (row: R) => string,
  run: (row: R) => Promise<void>,
): Promise<void> {
  for (const row of rows) {
    await test.step(title(row), async () => {
      await staff.reset(row.scenario);
      await run(row);
    });
  }
}

/** The page rows of a fault table (`expectLoadSurvivesFaults`), a step each. */
export function loadRows(
  faults: FaultTarget,
  staff: StaffApi,
  rows: ReadonlyArray<LoadFaultRow & { scenario: string }>,
): Promise<void> {
  const title = (row: LoadFaultRow) => `${row.page}: ${row.endpoints.join(', ')}`;
  return eachRow(staff, rows, title, (row) => expectLoadSurvivesFaults(faults, row));
}

/**
 * The action rows of a fault table (`expectActionSurvivesFaults`), a step each, under the short client
 * timeout from their first load on (a hung call gives up within the test).
 */
export async function actionRows(
  faults: FaultTarget,
  staff: StaffApi,
  rows: ReadonlyArray<ActionFaultRow & { scenario: string }>,
): Promise<void> {
  const title = (row: ActionFaultRow) => `${row.action}: ${row.endpoints.join(', ')}`;
  faults.timeout.set();
  try {
    await eachRow(staff, rows, title, (row) => expectActionSurvivesFaults(faults, row));
  } finally {
    faults.timeout.reset();
  }
}
