import { useCallback, useSyncExternalStore } from 'react';
import { sessionDraft, storeKey } from '@qce/shared-kit/storage';

/**
 * Rows per page by page key: the spec's pagination store area (payment §3), which this tab keeps in
 * sessionStorage under `qce:pagination`.
 */
const kept = sessionDraft<Record<string, number>>(storeKey('pagination'));
/** What was chosen while the storage refused to keep it (disabled or full), for as long as the page lives. */
let unkept: Record<string, number> | null = null;
const listeners = new Set<() => void>();

/** The remembered sizes; anything else under the key (an older shape, a stray value) is not a size. */
function rememberedSizes(): Record<string, number> {
  if (unkept) return unkept;
  const stored: unknown = kept.read();
  if (!stored || typeof stored !== 'object') return {};
  return Object.fromEntries(
    Object.entries(stored).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function remember(pageKey: string, size: number): void {
  const next = { ...rememberedSizes(), [pageKey]: size };
  unkept = kept.write(next) ? null : next;
  listeners.forEach((listener) => listener());
}

const nothingRemembered = (): undefined => undefined;

/**
 * Rows per page, remembered per page key (e.g. 'hc-bulk', 'sp-bulk', 'app-payments': intake §9,
 * payment §9) for this tab; every list on the page with the same key follows a change. A remembered
 * value not among `options` (when given) falls back to the default.
 */
export function usePageSize(
  pageKey: string,
  defaultSize: number,
  options?: readonly number[],
): [number, (size: number) => void] {
  const remembered = useSyncExternalStore(
    subscribe,
    () => rememberedSizes()[pageKey],
    nothingRemembered,
  );
  const size =
    remembered !== undefined && (!options || options.includes(remembered))
      ? remembered
      : defaultSize;
  const update = useCallback((next: number) => remember(pageKey, next), [pageKey]);
  return [size, update];
}
