import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { assertAllowedRemoteUrl, isAllowedRemoteUrl } from './origin-policy';
import { createRemoteFallback } from './remote-fallback';
import { backoffDelay, fetchWithRetry, sleep } from './retry';
import { inlinedManifestResponse } from '../boot-data';

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type RemoteEntryExports = NonNullable<Awaited<Awaited<ReturnType<LoadEntryErrorHook>>>>;

/** Timings of remote loading. A remote that is down, answers 503 or hangs must show its panel within 10 s. */
export const REMOTE_LOADING = {
  /** Manifest/entry fetches: retries, backoff and the time all attempts may take together. */
  fetch: { retries: 3, baseDelayMs: 250, maxDelayMs: 2000, budgetMs: 6000 },
  /** Entry script: its load timeout, and retries only after fast failures (a hang is not retried). */
  script: { timeoutMs: 8000, retries: 2, baseDelayMs: 300, maxDelayMs: 1200, retryWithinMs: 3000 },
} as const;

/**
 * The shell's federation runtime plugin (built in through the factory's `runtimePlugins`):
 * - allow-list of remote origins (registration, manifest fetch and entry load are refused elsewhere);
 * - retry with exponential backoff on manifest/entry fetches (`fetch`) and on the entry script (`loadEntryError`);
 * - an entry-script timeout of 8 s (`createScript` returning `{ script, timeout }`);
 * - `errorLoadRemote` answers with a fallback marker only at `onLoad` (the end of `loadRemote`), so
 *   earlier stages fail normally and leave no half-loaded state behind.
 */
export function qceRuntimePlugin(): ModuleFederationRuntimePlugin {
  const scriptStartedAt = new Map<string, number>();
  return {
    name: 'qce-shell-runtime-plugin',

    beforeRegisterRemote(args) {
      const { remote } = args;
      if ('entry' in remote && typeof remote.entry === 'string')
        assertAllowedRemoteUrl(remote.entry);
      return args;
    },

    fetch(url, init) {
      if (!isAllowedRemoteUrl(url)) {
        return Promise.reject(new Error(`Refused to fetch ${url}: origin not allowed.`));
      }
      // The route's track manifest the server inlined into the HTML (issue 22): no round trip.
      const inlined = inlinedManifestResponse(url);
      if (inlined) return Promise.resolve(inlined);
      return fetchWithRetry(url, { ...init, cache: 'no-cache' }, REMOTE_LOADING.fetch);
    },

    createScript({ url, attrs }) {
      if (typeof document === 'undefined') return undefined;
      const script = document.createElement('script');
      script.src = url;
      Object.entries(attrs ?? {}).forEach(([name, value]) => {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else if (!script.hasAttribute(name)) script.setAttribute(name, String(value));
      });
      scriptStartedAt.set(url, Date.now());
      return { script, timeout: REMOTE_LOADING.script.timeoutMs };
    },

    async loadEntry({ remoteInfo }) {
      assertAllowedRemoteUrl(remoteInfo.entry);
      return undefined;
    },

    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      const retryEntry = async (): Promise<RemoteEntryExports | undefined> => {
        const { retries, retryWithinMs } = REMOTE_LOADING.script;
        for (let attempt = 0; attempt < retries; attempt += 1) {
          const startedAt = scriptStartedAt.get(remoteInfo.entry) ?? Date.now();
          // A timed-out (hung) entry is not retried: another 8 s wait would keep the panel from showing.
          if (Date.now() - startedAt > retryWithinMs) return undefined;
          await sleep(backoffDelay(attempt, REMOTE_LOADING.script));
          // Forget the failed load so getRemoteEntry starts a new one instead of awaiting it.
          Reflect.deleteProperty(globalLoading, uniqueKey);
          try {
            const exports = await getRemoteEntry({ origin, remoteInfo });
            if (exports) return exports;
          } catch {
            // next attempt
          }
        }
        return undefined;
      };
      // The hook is typed as resolving to a promise of the exports; the runtime awaits both levels.
      return Promise.resolve(undefined).then(() => retryEntry()) as ReturnType<LoadEntryErrorHook>;
    },

    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      return createRemoteFallback(id, error);
    },
  };
}

export default qceRuntimePlugin;
