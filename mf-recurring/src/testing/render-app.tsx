import { getApplications, getPayments } from '@qce/shared-kit/api';
import {
  renderRemoteAt,
  server,
  setupRemoteMockServer,
  signInSeeded,
  staffPost,
  waitForSettledPage,
} from '@qce/testing/remote-tests';
import { App } from '../app/app';

/** The seeded applicants of the 'shl-wal-eligible' scenario: Juan (health card, SHL), Pedro (sanitary permit, WAL). */
export const JUAN_USER_ID = 101;
export const PEDRO_USER_ID = 103;
export const ELIGIBLE_SCENARIO = 'shl-wal-eligible';

/** Starts the mock backend for a test file: unhandled requests fail the test. */
export const setupMockServer = setupRemoteMockServer;

/** Signs a seeded applicant in (Juan by default) on a scenario ('shl-wal-eligible' by default). */
export function signIn(options: { scenario?: string; userId?: number } = {}) {
  return signInSeeded(options.scenario ?? ELIGIBLE_SCENARIO, options.userId ?? JUAN_USER_ID);
}

/** Renders the remote at a path under /qce, as the shell would. */
export function renderAt(path: string, navigate: (path: string) => void = () => undefined) {
  return renderRemoteAt(App, path, navigate);
}

/**
 * Renders the remote at a path and waits until the page settled: its route's code is there (a heading
 * of the page, or of the dialog the page is, shows), no loader shows and none of its reads is in
 * flight. What the test awaits next (a staff action, an axe run) then sees no answer land outside act.
 */
export async function renderSettled(path: string) {
  const view = renderAt(path);
  await waitForSettledPage();
  return view;
}

/** The signed-in applicant's completed application of a permit and a paid OR number of it. */
export async function completedApplication(email: string, permitId: 1 | 2) {
  const body = await getApplications({ email, page: 1, limit: 60, permitId, status: 'Completed' });
  const application = body.data.details[0];
  if (!application) throw new Error(`no completed application for permit ${permitId}`);
  const payments = (await getPayments(application.applicationId)).data;
  const paid = (Array.isArray(payments) ? payments : []).find((p) => p.officialReceiptNumber);
  if (!paid?.officialReceiptNumber) throw new Error('no paid OR number');
  return { applicationId: application.applicationId, orNumber: paid.officialReceiptNumber };
}

/** Staff actions of the mock backend (mock-api README: staff API). */
export const staff = staffPost;

/** Makes the next calls of an endpoint fail (mock-api README: fault injection). */
export async function fault(
  endpoint: string,
  mode: '500' | 'network' = '500',
  times = 1,
): Promise<void> {
  await staff('/faults', { endpoint, mode, times });
}

export { server };
