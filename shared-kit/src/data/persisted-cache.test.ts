import { sessionKeys } from '@qce/shared-kit/storage';
import { apiQueryKey } from './api-query';
import { applicationRequest } from './application-record';
import { historyRequest, userDetailsRequest } from './landing-requests';
import type * as DataEntry from './index';

type DataLayer = typeof DataEntry;

/** The data layer as a new page load gets it: its own cache, nothing restored yet. */
async function pageLoad(): Promise<DataLayer> {
  let layer: DataLayer | undefined;
  await jest.isolateModulesAsync(async () => {
    layer = await import('./index');
  });
  if (!layer) throw new Error('the data layer did not load');
  return layer;
}

/** Lets the persister's throttled save (1 s) run. */
const saved = () => jest.advanceTimersByTimeAsync(1500);

const HISTORY = apiQueryKey(historyRequest(1, 'juan@example.com', 1, 5));
const APPLICATION = apiQueryKey(applicationRequest('A-1'));
const DOCUMENTS = ['page', 'documents', 'A-1'];

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  window.sessionStorage.clear();
});

describe('persistPageCache', () => {
  it("puts a tab's last answers back on its next load, marked to be read again", async () => {
    sessionKeys.set('userId', '101');
    const first = await pageLoad();
    await first.persistPageCache();
    first.pageQueryClient().setQueryData(HISTORY, { details: ['A-1'] });
    await saved();
    expect(window.sessionStorage.getItem(first.persistedCacheKey('101'))).toContain('A-1');

    const next = await pageLoad();
    await next.persistPageCache();
    const state = next.pageQueryClient().getQueryState(HISTORY);
    expect(state?.data).toEqual({ details: ['A-1'] });
    // Shown at once, read again by the page that mounts it: a reload never stops at the kept answer.
    expect(state?.isInvalidated).toBe(true);
  });

  it('keeps nothing without a signed-in applicant', async () => {
    const layer = await pageLoad();
    await layer.persistPageCache();
    layer.pageQueryClient().setQueryData(HISTORY, { details: ['A-1'] });
    await saved();
    expect(window.sessionStorage.length).toBe(0);
  });

  it("never shows one applicant's answers to another signed in later in the tab", async () => {
    sessionKeys.set('userId', '101');
    const first = await pageLoad();
    await first.persistPageCache();
    first.pageQueryClient().setQueryData(HISTORY, { details: ['A-1'] });
    await saved();

    sessionKeys.set('userId', '102');
    const next = await pageLoad();
    await next.persistPageCache();
    expect(next.pageQueryClient().getQueryData(HISTORY)).toBeUndefined();
  });

  it("never keeps the open application: a step must not move on the last load's answer", async () => {
    sessionKeys.set('userId', '101');
    const first = await pageLoad();
    await first.persistPageCache();
    first.pageQueryClient().setQueryData(APPLICATION, { data: { data: { status: 'Draft' } } });
    first.pageQueryClient().setQueryData(HISTORY, { details: ['A-1'] });
    first.pageQueryClient().setQueryData(DOCUMENTS, { certificate: 'HC-1' });
    await saved();

    const next = await pageLoad();
    await next.persistPageCache();
    expect(next.pageQueryClient().getQueryData(HISTORY)).toEqual({ details: ['A-1'] });
    // A page's composite of its records (the documents page) is kept too.
    expect(next.pageQueryClient().getQueryData(DOCUMENTS)).toEqual({ certificate: 'HC-1' });
    expect(next.pageQueryClient().getQueryState(APPLICATION)).toBeUndefined();
  });

  it('keeps answers, not failures', async () => {
    sessionKeys.set('userId', '101');
    const first = await pageLoad();
    await first.persistPageCache();
    const client = first.pageQueryClient();
    client.setQueryData(HISTORY, { details: ['A-1'] });
    await client
      .fetchQuery({
        queryKey: apiQueryKey(userDetailsRequest('101')),
        queryFn: () => Promise.reject(new Error('down')),
      })
      .catch(() => undefined);
    await saved();

    const next = await pageLoad();
    await next.persistPageCache();
    expect(next.pageQueryClient().getQueryData(HISTORY)).toEqual({ details: ['A-1'] });
    expect(
      next.pageQueryClient().getQueryState(apiQueryKey(userDetailsRequest('101'))),
    ).toBeUndefined();
  });
});
