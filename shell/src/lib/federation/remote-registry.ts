import { getInstance } from '@module-federation/enhanced/runtime';
import { reportError } from '@qce/shared-kit/remote/report-error';
import { isAllowedRemoteUrl } from './origin-policy';

/** The remotes the shell mounts; their entries come from `remotes.json` at run time, never from the build. */
export const REMOTE_NAMES = ['mf_ihc', 'mf_sp', 'mf_recurring', 'mf_certificates'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export type RemoteRegistry = Partial<Record<RemoteName, { entry: string }>>;

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** Keeps the known remotes with a string entry from an allowed origin; reports the rest. */
export function parseRemoteRegistry(
  raw: unknown,
  warn: (message: string) => void = () => undefined,
): RemoteRegistry {
  const registry: RemoteRegistry = {};
  if (typeof raw !== 'object' || raw === null) return registry;
  for (const [name, value] of Object.entries(raw)) {
    const entry = (value as { entry?: unknown } | null)?.entry;
    if (!isRemoteName(name) || typeof entry !== 'string') {
      warn(`remotes.json: ignored ${name}`);
    } else if (!isAllowedRemoteUrl(entry)) {
      warn(`remotes.json: refused ${name} (${entry}): origin not allowed`);
    } else {
      registry[name] = { entry };
    }
  }
  return registry;
}

/**
 * Reads `remotes.json` (no-cache, so publishing a remote needs no shell rebuild). A failure registers none.
 * `ready` delays the checks (not the fetch) until the allow-list is configured, so both runtime files
 * load in parallel.
 */
export async function loadRemoteRegistry(
  url: string,
  ready: Promise<unknown> = Promise.resolve(),
): Promise<RemoteRegistry> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const raw: unknown = await response.json();
    await ready;
    return parseRemoteRegistry(raw, (message) => console.warn(message));
  } catch (error) {
    reportError(error, { what: `reading ${url} (no remote is available)` });
    return {};
  }
}

/** Registers the remotes on the instance the build plugin created (never a second createInstance). */
export function registerRemoteRegistry(registry: RemoteRegistry): void {
  const instance = getInstance();
  if (!instance) throw new Error('The module federation runtime is not initialised.');
  for (const [name, remote] of Object.entries(registry)) {
    try {
      instance.registerRemotes([{ name, entry: remote.entry }], { force: true });
    } catch (error) {
      reportError(error, { what: `registering remote ${name}` });
    }
  }
}
