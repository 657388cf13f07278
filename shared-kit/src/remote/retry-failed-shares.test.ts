import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retryFailedSharesPlugin } from './retry-failed-shares';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

interface Entry {
  loaded?: boolean;
  loading?: Promise<unknown> | null;
  get: jest.Mock<Promise<() => unknown>, []>;
}

const chunkError = () =>
  Object.assign(new Error('Loading chunk 5022 failed.'), { name: 'ChunkLoadError' });

/** What runtime-core's loadShare does with a registered share: resolve it, then await its `loading`. */
function loadShare(plugin: ModuleFederationRuntimePlugin, entry: Entry): Promise<unknown> {
  const args = {
    resolver: () => ({ shared: entry, useTreesShaking: false }),
  } as unknown as ResolveShareArgs;
  const hooked = plugin.resolveShare?.(args) ?? args;
  const { shared } = hooked.resolver() as unknown as { shared: Entry };
  return shared.loading ?? Promise.reject(new Error('no loading'));
}

describe('retryFailedSharesPlugin (ADR 007: a failed shared-module download is retried)', () => {
  const factory = () => 'module';

  it('downloads a shared module again after its first download failed', async () => {
    const entry: Entry = {
      loading: Promise.reject(chunkError()),
      get: jest.fn().mockResolvedValue(factory),
    };
    entry.loading?.catch(() => undefined);
    await expect(loadShare(retryFailedSharesPlugin(), entry)).resolves.toBe(factory);
    expect(entry.get).toHaveBeenCalledTimes(1);
  });

  it('starts a new download when the retry failed too', async () => {
    const plugin = retryFailedSharesPlugin();
    const entry: Entry = {
      loading: Promise.reject(chunkError()),
      get: jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce(factory),
    };
    entry.loading?.catch(() => undefined);
    await expect(loadShare(plugin, entry)).rejects.toThrow('Loading chunk 5022 failed.');
    await expect(loadShare(plugin, entry)).resolves.toBe(factory);
    expect(entry.get).toHaveBeenCalledTimes(2);
  });

  it('leaves a loaded or a successful share alone', async () => {
    const plugin = retryFailedSharesPlugin();
    const ok = Promise.resolve(factory);
    const entry: Entry = { loading: ok, get: jest.fn() };
    await expect(loadShare(plugin, entry)).resolves.toBe(factory);
    await expect(loadShare(plugin, entry)).resolves.toBe(factory);
    const loaded: Entry = { loaded: true, loading: ok, get: jest.fn() };
    await loadShare(plugin, loaded);
    expect(loaded.loading).toBe(ok);
    expect(entry.get).not.toHaveBeenCalled();
    expect(loaded.get).not.toHaveBeenCalled();
  });
});
