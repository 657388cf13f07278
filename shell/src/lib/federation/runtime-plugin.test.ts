import { configureRemoteOrigins, isAllowedRemoteUrl } from './origin-policy';
import { isRemoteFallback } from './remote-fallback';
import { parseRemoteRegistry } from './remote-registry';
import { backoffDelay, fetchWithRetry, RemoteFetchError } from './retry';
import { qceRuntimePlugin, REMOTE_LOADING } from './runtime-plugin';

type Plugin = ReturnType<typeof qceRuntimePlugin>;
type ErrorArgs = Parameters<NonNullable<Plugin['errorLoadRemote']>>[0];

afterEach(() => configureRemoteOrigins([]));

describe('allow-list of remote origins', () => {
  it('allows the same origin and configured origins only', () => {
    configureRemoteOrigins(['https://cdn.example.gov']);
    expect(isAllowedRemoteUrl('/remotes/ihc/mf-manifest.json')).toBe(true);
    expect(isAllowedRemoteUrl(`${window.location.origin}/remotes/sp/mf-manifest.json`)).toBe(true);
    expect(isAllowedRemoteUrl('https://cdn.example.gov/ihc/mf-manifest.json')).toBe(true);
    expect(isAllowedRemoteUrl('https://evil.example.com/mf-manifest.json')).toBe(false);
    expect(isAllowedRemoteUrl('javascript:alert(1)')).toBe(false);
  });

  it('refuses to fetch a manifest from another origin', async () => {
    const plugin = qceRuntimePlugin();
    await expect(plugin.fetch?.('https://evil.example.com/mf-manifest.json', {})).rejects.toThrow(
      /origin not allowed/,
    );
  });

  it('refuses to register a remote from another origin', () => {
    const plugin = qceRuntimePlugin();
    const args = { remote: { name: 'mf_ihc', entry: 'https://evil.example.com/mf-manifest.json' } };
    expect(() =>
      plugin.beforeRegisterRemote?.(
        args as Parameters<NonNullable<Plugin['beforeRegisterRemote']>>[0],
      ),
    ).toThrow(/allow-list/);
  });

  it('drops remotes.json entries from other origins', () => {
    const warn = jest.fn();
    const registry = parseRemoteRegistry(
      {
        mf_ihc: { entry: '/remotes/ihc/mf-manifest.json' },
        mf_sp: { entry: 'https://evil.example.com/mf-manifest.json' },
        mf_unknown: { entry: '/x.json' },
      },
      warn,
    );
    expect(registry).toEqual({ mf_ihc: { entry: '/remotes/ihc/mf-manifest.json' } });
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('errorLoadRemote', () => {
  const args = (lifecycle: ErrorArgs['lifecycle']) =>
    ({ id: 'mf_ihc/parcel', error: new Error('x'), from: 'runtime', lifecycle }) as ErrorArgs;

  it('returns a fallback only at onLoad', async () => {
    const plugin = qceRuntimePlugin();
    expect(isRemoteFallback(await plugin.errorLoadRemote?.(args('onLoad')))).toBe(true);
    expect(await plugin.errorLoadRemote?.(args('afterResolve'))).toBeUndefined();
    expect(await plugin.errorLoadRemote?.(args('beforeRequest'))).toBeUndefined();
  });
});

describe('createScript', () => {
  it('gives the entry script a timeout of about 8 s', () => {
    const plugin = qceRuntimePlugin();
    const result = plugin.createScript?.({
      url: '/remotes/ihc/remoteEntry.js',
      attrs: { crossorigin: 'anonymous' },
    });
    expect(result).toMatchObject({ timeout: 8000 });
    expect(REMOTE_LOADING.script.timeoutMs).toBe(8000);
  });
});

describe('retry with exponential backoff', () => {
  const options = { retries: 3, baseDelayMs: 250, maxDelayMs: 2000, budgetMs: 6000 };

  it('doubles the delay up to the cap', () => {
    expect([0, 1, 2, 3, 4].map((n) => backoffDelay(n, options))).toEqual([
      250, 500, 1000, 2000, 2000,
    ]);
  });

  it('retries 503s with growing delays until the manifest loads', async () => {
    const delays: number[] = [];
    const fetchImpl = jest
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    const response = await fetchWithRetry(
      '/remotes/ihc/mf-manifest.json',
      {},
      {
        ...options,
        fetchImpl,
        sleep: async (ms) => {
          delays.push(ms);
        },
      },
    );
    expect(response.status).toBe(200);
    expect(delays).toEqual([250, 500]);
  });

  it('gives up after the retries with the last error', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(
      fetchWithRetry('/m.json', {}, { ...options, fetchImpl, sleep: async () => undefined }),
    ).rejects.toBeInstanceOf(RemoteFetchError);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it('does not retry a 404', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response('', { status: 404 }));
    await expect(
      fetchWithRetry('/m.json', {}, { ...options, fetchImpl, sleep: async () => undefined }),
    ).rejects.toMatchObject({ status: 404 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('stops a hung fetch within the budget', async () => {
    const fetchImpl = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const started = Date.now();
    await expect(
      fetchWithRetry('/m.json', {}, { ...options, budgetMs: 200, fetchImpl }),
    ).rejects.toThrow(/no answer/);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
