import { isAllowedRemoteUrl } from './origin-policy';
import { QA_OVERRIDE_PREFIX } from './qa-override-keys';
import { REMOTE_NAMES, type RemoteName, type RemoteRegistry } from './remote-registry';

/**
 * QA inside the real portal (import-map-overrides style): a tester points one track at a candidate build
 * in this browser only, with `localStorage['qce-qa-override:mf_sp'] = '<entry URL>'`. Honoured only when
 * the runtime config says `qaOverrides: true` (never in production's config), and only for entries the
 * origin allow-list accepts.
 */
export { QA_OVERRIDE_PREFIX };

export interface QaOverride {
  remote: RemoteName;
  entry: string;
}

let active: readonly QaOverride[] = [];

/** The overrides applied to this page's registry (the shell shows them while they are on). */
export function activeQaOverrides(): readonly QaOverride[] {
  return active;
}

/** The registry with this browser's overrides applied; without `enabled`, the registry as it is. */
export function applyQaOverrides(
  registry: RemoteRegistry,
  enabled: boolean,
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): RemoteRegistry {
  const applied: QaOverride[] = [];
  if (enabled) {
    for (const remote of REMOTE_NAMES) {
      const entry = storage.getItem(`${QA_OVERRIDE_PREFIX}${remote}`);
      if (entry && isAllowedRemoteUrl(entry)) applied.push({ remote, entry });
    }
  }
  active = applied;
  if (applied.length === 0) return registry;
  const overridden: RemoteRegistry = { ...registry };
  for (const { remote, entry } of applied) overridden[remote] = { entry };
  return overridden;
}

/** Removes every override of this browser. */
export function clearQaOverrides(storage: Storage = window.localStorage): void {
  for (const remote of REMOTE_NAMES) storage.removeItem(`${QA_OVERRIDE_PREFIX}${remote}`);
  active = [];
}
