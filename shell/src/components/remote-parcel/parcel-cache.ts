import type { ParcelConfig } from 'single-spa';
import type { ParcelTransportProps } from '@qce/shared-kit/remote';
import { loadRemoteParcel } from '../../lib/federation/load-remote-parcel';
import type { RemoteName } from '../../lib/federation/remote-registry';

type Lifecycles = ParcelConfig<ParcelTransportProps>;

interface CacheEntry {
  promise: Promise<Lifecycles>;
  settled?: { ok: true; value: Lifecycles } | { ok: false; error: unknown };
}

/**
 * One loading promise per remote, so React's `use()` sees the same promise on every render, with its
 * outcome recorded as soon as it settles (a failed load then throws straight into the error boundary).
 * "Try again" forgets the remote's entry and the next render starts a fresh load.
 */
const cache = new Map<RemoteName, CacheEntry>();

export function getParcelEntry(remote: RemoteName): CacheEntry {
  let entry = cache.get(remote);
  if (!entry) {
    const created: CacheEntry = { promise: loadRemoteParcel(remote) };
    created.promise.then(
      (value) => {
        created.settled = { ok: true, value };
      },
      (error: unknown) => {
        created.settled = { ok: false, error };
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
