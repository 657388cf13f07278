import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ResolveShareHook = NonNullable<ModuleFederationRuntimePlugin['resolveShare']>;
type ResolveShareArgs = Parameters<ResolveShareHook>[0];

/** The part of a share-scope entry this plugin reads and writes. */
interface ShareEntry {
  loaded?: boolean;
  loading?: Promise<unknown> | null;
  get?: () => unknown;
  treeShaking?: ShareEntry;
}

/**
 * Federation runtime plugin (every app, ADR 007): a shared module whose download failed is downloaded
 * again the next time a page asks for it. The runtime (runtime-core 2.9.2 `loadShare`) keeps the
 * rejected `loading` promise of a shared module for the life of the page, so a page chunk that needs
 * that module could never load again after one network error, and the page's "Try again" did nothing.
 */
export function retryFailedSharesPlugin(): ModuleFederationRuntimePlugin {
  const settled = new WeakMap<Promise<unknown>, 'pending' | 'ok' | 'failed'>();
  const track = (promise: Promise<unknown>): Promise<unknown> => {
    settled.set(promise, 'pending');
    promise.then(
      () => settled.set(promise, 'ok'),
      () => settled.set(promise, 'failed'),
    );
    return promise;
  };

  const heal = (entry: ShareEntry): void => {
    const { loading, get } = entry;
    if (!loading || entry.loaded || typeof get !== 'function') return;
    const state = settled.get(loading);
    // First sight (it may have failed already): on failure, download again.
    if (state === undefined) entry.loading = track(loading.catch(() => get()));
    // A retry that failed too: start a new download.
    else if (state === 'failed') entry.loading = track(Promise.resolve().then(() => get()));
  };

  return {
    name: 'qce-retry-failed-shares',
    resolveShare(args: ResolveShareArgs) {
      const resolve = args.resolver;
      args.resolver = () => {
        const result = resolve();
        const shared = result?.shared as ShareEntry | undefined;
        if (shared)
          heal(result?.useTreesShaking && shared.treeShaking ? shared.treeShaking : shared);
        return result;
      };
      return args;
    },
  };
}

export default retryFailedSharesPlugin;
