import { localKeys } from '@qce/shared-kit/storage';
import {
  renderRemoteAt,
  server,
  setupRemoteMockServer,
  signInSeeded,
  waitForSettledPage,
} from '@qce/testing/remote-tests';
import { App } from '../app/app';

/** The establishment owner of the seeded data (sanitary permit scenarios). */
export const OWNER_USER_ID = 103;

/** Starts the mock backend for a test file: unhandled requests fail the test. */
export const setupMockServer = setupRemoteMockServer;

/** Signs a seeded applicant in (the owner by default) on a scenario ('fresh' by default). */
export function signIn(options: { scenario?: string; userId?: number } = {}) {
  return signInSeeded(options.scenario ?? 'fresh', options.userId ?? OWNER_USER_ID);
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

export { server };

/** Signs in on a scenario and makes the owner's latest sanitary permit application the current one. */
export async function openScenarioApplication(scenario: string, userId = OWNER_USER_ID) {
  const user = signIn({ scenario, userId });
  const { spApi } = await import('../lib/sp-api');
  const page = await spApi.history({ email: user.email, page: 1, limit: 5 });
  const id = page.details[0]?.applicationId;
  if (!id) throw new Error(`scenario ${scenario} has no sanitary permit for ${userId}`);
  localKeys.set('appId', id);
  localKeys.set('permitId', '2');
  return { id, user };
}
