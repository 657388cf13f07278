import { http, HttpResponse } from 'msw';
import { resetMockDb, server } from '@qce/mock-api/node';
import { defaultRuntimeConfig, setRuntimeConfig } from '@qce/shared-kit/config';
import { localKeys } from '@qce/shared-kit/storage';
import { createIntakeApi, listOf } from './index';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMockDb('fresh');
  setRuntimeConfig({ ...defaultRuntimeConfig, requestTimeoutMs: 5000 });
  localKeys.set('token', 'test-token');
});
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

describe('createIntakeApi (intake §7 calls, unwrapped)', () => {
  it('asks the history of its own permit and unwraps details/totalCount', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/application', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('permitId') ?? '');
        return HttpResponse.json({
          data: { details: [{ applicationId: 'SP-1', status: 'Draft' }], totalCount: 1 },
        });
      }),
    );
    const page = await createIntakeApi(2).history({ email: 'a@b.c', page: 1, limit: 5 });
    expect(asked).toEqual(['2']);
    expect(page.totalCount).toBe(1);
    expect(page.details.map((d) => d.applicationId)).toEqual(['SP-1']);
  });

  it('reads a missing list as empty', async () => {
    server.use(http.get('*/api/application', () => HttpResponse.json({ data: null })));
    const api = createIntakeApi(1);
    expect(await api.history({ email: 'a@b.c', page: 1, limit: 5 })).toEqual({
      details: [],
      totalCount: 0,
    });
    expect(listOf(null)).toEqual([]);
    expect(listOf([1])).toEqual([1]);
  });
});
