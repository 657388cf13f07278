import { configure, render, screen, waitFor } from '@testing-library/react';
import { pageQueryClient } from '@qce/shared-kit/data';
import type { FunctionComponent } from 'react';
import { seededUsers } from '@qce/mock-api';
import { resetMockDb, server } from '@qce/mock-api/node';
import { defaultRuntimeConfig, getRuntimeConfig, setRuntimeConfig } from '@qce/shared-kit/config';
import type { RuntimeConfig } from '@qce/shared-kit/config';
import type { RemoteProps } from '@qce/shared-kit/remote';
import { localKeys, sessionKeys } from '@qce/shared-kit/storage';

/** The client timeout of the tests' pages: short while a fault table makes a call hang. */
const TEST_REQUEST_TIMEOUT_MS = 5000;
let requestTimeoutMs = TEST_REQUEST_TIMEOUT_MS;

/** What an app's test files set up before each test, beyond what every remote's test needs. */
export interface RemoteMockServerOptions {
  /** The mock backend back to its default scenario (for tests that do not start with signInSeeded). */
  resetBackend?: boolean;
  /**
   * The default runtime config with these values and the tests' request timeout (for tests that do not
   * render through renderRemoteAt, which sets the config itself).
   */
  config?: Partial<RuntimeConfig>;
  /** The app's own set-up, last (e.g. the console errors its tests expect). */
  beforeEach?: () => void;
}

/**
 * Starts the mock backend for a test file (a remote's, or the shell's): unhandled requests fail the test;
 * storage is cleared after each test.
 */
export function setupRemoteMockServer(options: RemoteMockServerOptions = {}) {
  const { resetBackend = false, config, beforeEach: beforeEachTest } = options;
  // Full-page tests against the stateful backend; the shared 2-core machine can be slow.
  jest.setTimeout(30000);
  configure({ asyncUtilTimeout: 5000 });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    if (resetBackend) resetMockDb();
    if (config) setRuntimeConfig({ ...defaultRuntimeConfig, ...config, requestTimeoutMs });
    beforeEachTest?.();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    server.resetHandlers();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  afterAll(() => server.close());
}

/** Resets the mock backend to `scenario` and signs seeded applicant `userId` in (token + userID, as the shell stores them). */
export function signInSeeded(scenario: string, userId: number) {
  resetMockDb(scenario);
  const user = seededUsers().find((u) => u.userId === userId);
  if (!user) throw new Error(`no seeded user ${userId}`);
  localKeys.set('token', user.token);
  sessionKeys.set('userId', String(user.userId));
  return user;
}

/** A staff action of the mock backend (mock-api README: staff API), e.g. a head approval. */
export async function staffPost(path: string, body: unknown): Promise<void> {
  const response = await fetch(`http://localhost/__staff${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`staff ${path} answered ${response.status}`);
}

/** Sets the client timeout of the page and of the pages rendered next (default: the tests' 5 s). */
export function setTestRequestTimeout(ms = TEST_REQUEST_TIMEOUT_MS): void {
  requestTimeoutMs = ms;
  setRuntimeConfig({ ...getRuntimeConfig(), requestTimeoutMs: ms });
}

/** Renders a remote's root at a path under /qce, as the shell would. */
export function renderRemoteAt(
  App: FunctionComponent<RemoteProps>,
  path: string,
  navigate: (path: string) => void = () => undefined,
  config: RuntimeConfig = defaultRuntimeConfig,
) {
  setRuntimeConfig({ ...config, requestTimeoutMs });
  window.history.pushState({}, '', `/qce${path}`);
  return render(<App basename="/qce" config={config} navigate={navigate} />);
}

/**
 * The page has settled: a heading shows (the page's, or its dialog's), no "Loading…" status, and no read of
 * the page's cache is in flight, so no answer lands after the test moved on (outside act).
 */
export async function waitForSettledPage(): Promise<void> {
  await waitFor(() => {
    expect(screen.getAllByRole('heading')).not.toHaveLength(0);
    expect(screen.queryAllByRole('status', { name: /^Loading/ })).toHaveLength(0);
    expect(pageQueryClient().isFetching()).toBe(0);
  });
}

export { server };
