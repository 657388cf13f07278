import { act, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { seededUsers } from '@qce/mock-api';
import { defaultRuntimeConfig, setRuntimeConfig } from '@qce/shared-kit/config';
import { localKeys, sessionKeys } from '@qce/shared-kit/storage';
import { allowConsoleErrors } from '@qce/testing/console';
import { server, setupRemoteMockServer } from '@qce/testing/remote-tests';
import { App } from '../app/app';

/** Starts the mock backend for a test file: unhandled requests fail the test. */
export function setupMockServer() {
  setupRemoteMockServer({
    resetBackend: true,
    // No track is deployed under jest: entering one shows its "temporarily unavailable" panel, and the
    // shell reports why (ADR 013).
    beforeEach: () => allowConsoleErrors(/Remote mf_\w+ is unavailable/),
  });
}

/** Signs a seeded applicant in (token + userID, as the query hand-off stores them). */
export function signIn(userId = 101) {
  const user = seededUsers().find((u) => u.userId === userId);
  if (!user) throw new Error(`no seeded user ${userId}`);
  localKeys.set('token', user.token);
  sessionKeys.set('userId', String(user.userId));
  return user;
}

/** Answers GET maintenance with this record (or a failure with `status`). */
export function useMaintenance(
  record: { active: boolean; validFrom: string; validTo: string } | number,
) {
  server.use(
    http.get('*/maintenance-service/maintenance', () =>
      typeof record === 'number'
        ? new HttpResponse(null, { status: record })
        : HttpResponse.json({ data: record }),
    ),
  );
}

/**
 * Renders the shell at a path (absolute, under /qce). Awaited act: React only retries a suspended
 * render (lazy routes, remote loads) inside an awaited act scope in jsdom.
 */
export async function renderShellAt(path: string): Promise<void> {
  setRuntimeConfig({
    ...defaultRuntimeConfig,
    loginUrl: '/__staff/sign-in',
    requestTimeoutMs: 5000,
  });
  window.history.pushState({}, '', path);
  await act(async () => {
    render(<App />);
  });
}

export { server };
