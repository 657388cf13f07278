import { useCallback, useState } from 'react';

const storageKey = (pageKey: string) => `qce-page-size:${pageKey}`;

function readStored(pageKey: string): number | null {
  try {
    const raw = window.localStorage.getItem(storageKey(pageKey));
    const value = raw === null ? NaN : Number(raw);
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * Rows-per-page remembered per page key in localStorage (e.g. 'hc-bulk', 'sp-bulk', 'app-payments').
 * A remembered value not among `options` (when given) falls back to the default.
 */
export function usePageSize(
  pageKey: string,
  defaultSize: number,
  options?: readonly number[],
): [number, (size: number) => void] {
  const [size, setSize] = useState(() => {
    const stored = readStored(pageKey);
    return stored !== null && (!options || options.includes(stored)) ? stored : defaultSize;
  });
  const update = useCallback(
    (next: number) => {
      setSize(next);
      try {
        window.localStorage.setItem(storageKey(pageKey), String(next));
      } catch {
        // Storage full or blocked: the choice still applies for this visit.
      }
    },
    [pageKey],
  );
  return [size, update];
}
