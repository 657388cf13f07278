/**
 * What `loadRemote` resolves with when a remote cannot be loaded (the runtime plugin's
 * `errorLoadRemote` at `onLoad`): a marker, never a half-working module. The adapter turns it into
 * its "temporarily unavailable" panel.
 */
export interface RemoteFallback {
  readonly kind: 'qce-remote-fallback';
  readonly id: string;
  readonly error: unknown;
}

export function createRemoteFallback(id: string, error: unknown): RemoteFallback {
  return { kind: 'qce-remote-fallback', id, error };
}

export function isRemoteFallback(value: unknown): value is RemoteFallback {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'qce-remote-fallback'
  );
}
