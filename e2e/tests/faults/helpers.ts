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

interface TableOptions {
  /** Reset before every row (rows that change data), not only when the scenario changes. */
  resetEach?: boolean;
  /** The scenario already loaded (rows going on with what earlier rows left). */
  current?: string;
}

/**
 * Runs a fault table in the current test, a step per row: the backend is reset to the row's scenario when
 * it changes (from `current`), or before every row with `resetEach`.
 */
async function eachRow<R extends { scenario: string }>(
  staff: StaffApi,
  rows: readonly R[],
  title: (row: R) => string,
  run: (row: R) => Promise<void>,
  { resetEach = false, current = '' }: TableOptions,
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

/** The page rows of a fault table (`expectLoadSurvivesFaults`), a step each. */
export function loadRows(
  faults: FaultTarget,
  staff: StaffApi,
  rows: ReadonlyArray<LoadFaultRow & { scenario: string }>,
  options: TableOptions = {},
): Promise<void> {
  const title = (row: LoadFaultRow) => `${row.page}: ${row.endpoints.join(', ')}`;
  return eachRow(staff, rows, title, (row) => expectLoadSurvivesFaults(faults, row), options);
}

/**
 * The action rows of a fault table (`expectActionSurvivesFaults`), a step each, under the short client
 * timeout from their first load on (a hung call gives up within the test).
 */
export async function actionRows(
  faults: FaultTarget,
  staff: StaffApi,
  rows: ReadonlyArray<ActionFaultRow & { scenario: string }>,
  options: TableOptions = {},
): Promise<void> {
  const title = (row: ActionFaultRow) => `${row.action}: ${row.endpoints.join(', ')}`;
  faults.timeout.set();
  try {
    await eachRow(staff, rows, title, (row) => expectActionSurvivesFaults(faults, row), options);
  } finally {
    faults.timeout.reset();
  }
}
