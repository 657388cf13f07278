import { render } from '@testing-library/react';
import { server, resetMockDb } from '@qce/mock-api/node';
import { seededUsers } from '@qce/mock-api';
import { defaultRuntimeConfig, setRuntimeConfig } from '@qce/shared-kit/config';
import { localKeys, sessionKeys } from '@qce/shared-kit/storage';
import { App } from '../app/app';

/** The establishment owner of the seeded data (sanitary permit scenarios). */
export const OWNER_USER_ID = 103;

/** Starts the mock backend for a test file: unhandled requests fail the test. */
export function setupMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  // Failures the spec keeps silent are logged with console.error; keep test output readable.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    server.resetHandlers();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  afterAll(() => server.close());
}

/** Signs a seeded applicant in (token + userID, as the shell stores them) on a scenario. */
export function signIn(options: { scenario?: string; userId?: number } = {}) {
  resetMockDb(options.scenario ?? 'fresh');
  const userId = options.userId ?? OWNER_USER_ID;
  const user = seededUsers().find((u) => u.userId === userId);
  if (!user) throw new Error(`no seeded user ${userId}`);
  localKeys.set('token', user.token);
  sessionKeys.set('userId', String(user.userId));
  return user;
}

/** Renders the remote at a path under /qce, as the shell would. */
export function renderAt(path: string, navigate: (path: string) => void = () => undefined) {
  setRuntimeConfig({ ...defaultRuntimeConfig, requestTimeoutMs: 5000 });
  window.history.pushState({}, '', `/qce${path}`);
  return render(<App basename="/qce" config={defaultRuntimeConfig} navigate={navigate} />);
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
