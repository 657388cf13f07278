import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@qce/shared-kit/api';
import type { EndpointName } from '@qce/shared-kit/api';
import { defaultRuntimeConfig } from '@qce/shared-kit/config';
import { pageQueryClient } from '@qce/shared-kit/data';
import { server, setupRemoteMockServer } from '@qce/testing/remote-tests';

/**
 * Starts the shared mock backend for a test file: unhandled requests fail the test. Each test starts on
 * the default scenario, with QR links to a fixed portal origin (the pages render with the default config).
 */
export function setupMockServer() {
  setupRemoteMockServer({ resetBackend: true, config: { portalOrigin: 'https://portal.test' } });
}

/**
 * Every read of the page has answered and shows: no placeholder or loader is busy (a signature, the
 * page's loader) and no read is in flight, so no answer lands after the test moved on (outside act).
 */
export async function waitForSettledDocuments(): Promise<void> {
  await waitFor(() => {
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(pageQueryClient().isFetching()).toBe(0);
  });
}

/** msw URL pattern of an endpoint as the client calls it (`:params` kept), for per-test overrides. */
export function endpointPattern(name: EndpointName): string {
  const { service, path } = ENDPOINTS[name];
  return `${window.location.origin}${defaultRuntimeConfig.services[service]}${path}`;
}

/** Makes the signature call answer with an image URL, or fail with a status. */
export function stubSignatures(answer: { imageUrl: string } | { status: number }) {
  server.use(
    http.get(endpointPattern('LABORATORY_SIGNATURE'), () =>
      'status' in answer
        ? HttpResponse.json({ message: 'failed' }, { status: answer.status })
        : HttpResponse.json({ data: { imageUrl: answer.imageUrl } }),
    ),
  );
}

export { server };

/** Records the Authorization header of every request from now on (null when none): public pages send none. */
export function watchAuthorization(): Array<string | null> {
  const seen: Array<string | null> = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request.headers.get('authorization'));
  });
  return seen;
}
