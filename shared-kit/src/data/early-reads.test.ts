import { http, HttpResponse } from 'msw';
import { server } from '@qce/mock-api/node';
import { defaultRuntimeConfig, setRuntimeConfig } from '@qce/shared-kit/config';
import { apiQueryKey } from './api-query';
import { earlyReadPlan } from './early-reads';
import type { EarlyAnswer } from '@qce/shared-kit/api';
import { prefetchFirstPage } from './first-page-data';
import { historyRequest, trackLandingRequests, userDetailsRequest } from './landing-requests';
import { pageQueryClient } from './page-query-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => setRuntimeConfig({ ...defaultRuntimeConfig, requestTimeoutMs: 5000 }));
afterEach(() => {
  server.resetHandlers();
  delete window.__qceEarly;
});
afterAll(() => server.close());

const user = { data: { email: 'juan@example.com', first_name: 'Juan', last_name: 'Dela Cruz' } };
const keyOf = (request: Parameters<typeof apiQueryKey>[0]) => JSON.stringify(apiQueryKey(request));

describe('earlyReadPlan (what the page HTML reads before any script, issue 22)', () => {
  it("reads the user details first, then a landing's reads with the endpoint's path, service and headers", () => {
    const plan = earlyReadPlan(trackLandingRequests(1, { bulk: false }));
    expect(plan.tokenKey).toBe('token');
    expect(plan.userIdKey).toBe('userID');
    expect(plan.reads.map((read) => [read.service, read.path, read.query])).toEqual([
      ['internalIntegrator', '/user/{userId}/details', {}],
      ['default', '/industry', {}],
      ['default', '/application-type', {}],
      ['default', '/application', { email: '{email}', page: 1, limit: 5, permitId: 1 }],
    ]);
    expect(plan.reads[0]?.headers).toEqual({ 'X-Requested-With': 'XMLHttpRequest' });
    expect(plan.emailFrom).toBe(keyOf(userDetailsRequest('{userId}')));
    // The key is the page cache's, placeholders still in: the script fills them.
    expect(plan.reads[3]?.key).toBe(keyOf(historyRequest(1, '{email}', 1, 5)));
  });

  it('adds the user details when a read needs the email and no read asks for them', () => {
    const plan = earlyReadPlan([historyRequest(2, '{email}', 1, 5)]);
    expect(plan.reads.map((read) => read.path)).toEqual(['/user/{userId}/details', '/application']);
  });
});

describe('prefetchFirstPage with early answers', () => {
  const early = (entries: Array<[string, EarlyAnswer]>) => {
    window.__qceEarly = Object.fromEntries(
      entries.map(([key, answer]) => [key, Promise.resolve(answer)]),
    );
  };

  it('takes what the page HTML already read instead of asking again', async () => {
    const history = { data: { data: [], total: 0 } };
    early([
      [keyOf(userDetailsRequest('101')), { ok: true, body: user, date: null }],
      [keyOf(historyRequest(1, 'juan@example.com', 1, 5)), { ok: true, body: history, date: null }],
    ]);
    const asked: string[] = [];
    server.use(
      http.get('*', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ message: 'not expected' }, { status: 500 });
      }),
    );
    const client = pageQueryClient();
    await prefetchFirstPage(client, [historyRequest(1, '{email}', 1, 5)], { userId: '101' });
    expect(client.getQueryData(apiQueryKey(userDetailsRequest('101')))).toEqual(user);
    expect(client.getQueryData(apiQueryKey(historyRequest(1, 'juan@example.com', 1, 5)))).toEqual(
      history,
    );
    expect(asked).toEqual([]);
  });

  it('asks the backend itself when the early read got no usable answer', async () => {
    early([[keyOf(userDetailsRequest('101')), { ok: false, timedOut: false }]]);
    server.use(http.get('*/user/:userId/details', () => HttpResponse.json(user)));
    const client = pageQueryClient();
    await prefetchFirstPage(client, [userDetailsRequest('{userId}')], { userId: '101' });
    expect(client.getQueryData(apiQueryKey(userDetailsRequest('101')))).toEqual(user);
  });

  it("gives the client's timeout error when the early read timed out, without asking again", async () => {
    early([[keyOf(userDetailsRequest('101')), { ok: false, timedOut: true }]]);
    const client = pageQueryClient();
    await prefetchFirstPage(client, [userDetailsRequest('{userId}')], { userId: '101' });
    expect(client.getQueryState(apiQueryKey(userDetailsRequest('101')))?.error).toMatchObject({
      name: 'ApiError',
      isTimeout: true,
      message: 'Request timed out',
    });
  });
});
