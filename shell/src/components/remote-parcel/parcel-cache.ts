import type { ParcelConfig } from 'single-spa';
import { persistPageCache } from '@qce/shared-kit/data';
import type { ParcelTransportProps } from '@qce/shared-kit/remote';
import { loadRemoteParcel } from '../../lib/federation/load-remote-parcel';
import type { RemoteName } from '../../lib/federation/remote-registry';

type Lifecycles = ParcelConfig<ParcelTransportProps>;

interface CacheEntry {
  promise: Promise<Lifecycles>;
}

/**
 * One loading promise per remote, so React's `use()` sees the same promise on every render, with its
 * outcome recorded on it as soon as it settles (a failed load then throws straight into the error boundary).
 * "Try again" forgets the remote's entry and the next render starts a fresh load.
 */
const cache = new Map<RemoteName, CacheEntry>();

export function getParcelEntry(remote: RemoteName): CacheEntry {
  let entry = cache.get(remote);
  if (!entry) {
    // A track mounts once the answers its tab kept are back in the page's cache (issue 22): a reload
    // shows them at once and reads them again behind them.
    const created: CacheEntry = {
      promise: Promise.all([loadRemoteParcel(remote), persistPageCache()]).then(
        ([lifecycles]) => lifecycles,
      ),
    };
    // The outcome is also written on the promise the way React reads a settled thenable, so `use()`
    // answers at once on every later render instead of suspending again.
    const thenable = created.promise as Promise<Lifecycles> & {
      status?: 'fulfilled' | 'rejected';
      value?: Lifecycles;
      reason?: unknown;
    };
    created.promise.then(
      (value) => {
        Object.assign(thenable, { status: 'fulfilled', value });
      },
      (error: unknown) => {
        Object.assign(thenable, { status: 'rejected', reason: error });
      },
    );
    cache.set(remote, created);
    entry = created;
  }
  return entry;
}

export function forgetParcel(remote: RemoteName): void {
  cache.delete(remote);
}
