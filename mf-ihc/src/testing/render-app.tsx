import { configure, render } from '@testing-library/react';
import { server, resetMockDb } from '@qce/mock-api/node';
import { seededUsers } from '@qce/mock-api';
import { defaultRuntimeConfig, setRuntimeConfig } from '@qce/shared-kit/config';
import { localKeys, sessionKeys } from '@qce/shared-kit/storage';
import { App } from '../app/app';

/** Starts the mock backend for a test file: unhandled requests fail the test. */
export function setupMockServer() {
  // Full-page tests against the stateful backend; the shared 2-core machine can be slow.
  jest.setTimeout(30000);
  configure({ asyncUtilTimeout: 5000 });
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
  const userId = options.userId ?? 101;
  const user = seededUsers().find((u) => u.userId === userId);
  if (!user) throw new Error(`no seeded user ${userId}`);
  localKeys.set('token', user.token);
  sessionKeys.set('userId', String(user.userId));
  return user;
}

/** Renders the remote at a path under /qce, as the shell would. */
export function renderAt(path: string) {
  setRuntimeConfig({ ...defaultRuntimeConfig, requestTimeoutMs: 5000 });
  window.history.pushState({}, '', `/qce${path}`);
  return render(<App basename="/qce" config={defaultRuntimeConfig} navigate={() => undefined} />);
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
