/**
 * The shell-to-track contract (ADR 013): shared as a strict singleton, so there is ONE of this module
 * per page even when a track runs on a kit version of its own. Whatever must be the same for the shell
 * and every track lives here, in page-wide slots, never in a module global of another kit entry (a
 * track with its own kit copy would see a second, empty global). Keep it small and stable: a breaking
 * change is a major bump of CONTRACT_VERSION (shared-kit/build-tools/shared-deps.cjs) and ships with every
 * track rebuilt.
 */
import type { UnauthorizedHandler } from '@qce/shared-kit/api';
import type { RuntimeConfig } from '@qce/shared-kit/config';

export type { RemoteProps, ParcelTransportProps } from '@qce/shared-kit/remote';

/** Page-wide values the shell sets and every kit copy reads. */
export interface PageSlots {
  /** The runtime configuration (`config.json`), as set by `setRuntimeConfig`. */
  runtimeConfig: RuntimeConfig;
  /** What happens on a 401 (the session hand-off the shell decides). */
  unauthorizedHandler: UnauthorizedHandler | null;
}

const slots: Partial<PageSlots> = {};

export function getPageSlot<K extends keyof PageSlots>(key: K): PageSlots[K] | undefined {
  return slots[key];
}

export function setPageSlot<K extends keyof PageSlots>(key: K, value: PageSlots[K]): void {
  slots[key] = value;
}

const reportedObjects = new WeakSet<object>();
const reportedKeys = new Set<string>();

/**
 * True the first time an error is seen on this page, false after: an error a track throws is reported
 * once, whether the track's own boundary, the shell's fallback or both see it (any kit copy).
 */
export function claimErrorReport(error: unknown): boolean {
  if (typeof error === 'object' && error !== null) {
    if (reportedObjects.has(error)) return false;
    reportedObjects.add(error);
    return true;
  }
  const key = String(error);
  if (reportedKeys.has(key)) return false;
  reportedKeys.add(key);
  return true;
}
