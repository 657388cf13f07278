import { localKeys } from '@qce/shared-kit/storage';
import {
  renderRemoteAt,
  server,
  setupRemoteMockServer,
  signInSeeded,
  waitForSettledPage,
} from '@qce/testing/remote-tests';
import { App } from '../app/app';

/** Starts the mock backend for a test file: unhandled requests fail the test. */
export const setupMockServer = setupRemoteMockServer;

/** Signs a seeded applicant in (Juan, 101, by default) on a scenario ('fresh' by default). */
export function signIn(options: { scenario?: string; userId?: number } = {}) {
  return signInSeeded(options.scenario ?? 'fresh', options.userId ?? 101);
}

/** Renders the remote at a path under /qce, as the shell would. */
export function renderAt(path: string) {
  return renderRemoteAt(App, path);
}

/** Renders the app at a path and waits until the page has settled (no read in flight). */
export async function renderSettled(path: string) {
  const view = renderAt(path);
  await waitForSettledPage();
  return view;
}

export { server };

/** Signs in on a scenario and makes the applicant's latest health card application the current one. */
export async function openScenarioApplication(scenario: string, userId = 101): Promise<string> {
  const user = signIn({ scenario, userId });
  const { ihcApi } = await import('../lib/ihc-api');
  const page = await ihcApi.history({ email: user.email, page: 1, limit: 5 });
  const id = page.details[0]?.applicationId;
  if (!id) throw new Error(`scenario ${scenario} has no application for ${userId}`);
  localKeys.set('appId', id);
  return id;
}
