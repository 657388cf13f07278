import { getInstance } from '@module-federation/enhanced/runtime';
import { reportError } from '@qce/shared-kit/remote';
import { RemoteUnavailableError } from './load-remote-parcel';
import type { RemoteName } from './remote-registry';

/** The release the shell loaded a track from: the registry's entry URL of that track ('' if none). */
export function releaseOf(remote: RemoteName): string {
  const registered = getInstance()?.options.remotes.find((entry) => entry.name === remote);
  return registered && 'entry' in registered ? registered.entry : '';
}

/**
 * The shell's remote fallback reports what put a track into its panel (ADR 013): the underlying error
 * (a strict-singleton mismatch, a failed entry, a failed mount), once per page, tagged with the track.
 */
export function reportRemoteError(remote: RemoteName, error: unknown): boolean {
  const cause =
    error instanceof RemoteUnavailableError && error.reason instanceof Error ? error.reason : error;
  return reportError(cause, {
    what: `loading ${remote}`,
    track: remote,
    release: releaseOf(remote),
  });
}
