import { getInstance } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import type { ParcelTransportProps } from '@qce/shared-kit/remote';
import { isRemoteFallback } from './remote-fallback';
import type { RemoteName } from './remote-registry';

/** Longest wait for a remote before its panel shows (the runtime's own limits normally end sooner). */
export const REMOTE_DEADLINE_MS = 9500;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: unknown,
  ) {
    super(`Remote ${remote} is unavailable`);
    this.name = 'RemoteUnavailableError';
  }
}

function isParcelConfig(value: unknown): value is ParcelConfig<ParcelTransportProps> {
  if (typeof value !== 'object' || value === null) return false;
  const lifecycles = value as Record<string, unknown>;
  return typeof lifecycles.mount === 'function' && typeof lifecycles.unmount === 'function';
}

/** Loads a remote's `./parcel` lifecycles through the runtime; rejects with RemoteUnavailableError. */
export async function loadRemoteParcel(
  remote: RemoteName,
  deadlineMs = REMOTE_DEADLINE_MS,
): Promise<ParcelConfig<ParcelTransportProps>> {
  const instance = getInstance();
  if (!instance) throw new RemoteUnavailableError(remote, 'runtime not initialised');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RemoteUnavailableError(remote, `no answer within ${deadlineMs} ms`)),
      deadlineMs,
    );
  });
  try {
    const loaded = await Promise.race([instance.loadRemote<unknown>(`${remote}/parcel`), deadline]);
    if (isRemoteFallback(loaded)) throw new RemoteUnavailableError(remote, loaded.error);
    if (!isParcelConfig(loaded)) throw new RemoteUnavailableError(remote, 'not a parcel');
    return loaded;
  } catch (error) {
    throw error instanceof RemoteUnavailableError
      ? error
      : new RemoteUnavailableError(remote, error);
  } finally {
    clearTimeout(timer);
  }
}
