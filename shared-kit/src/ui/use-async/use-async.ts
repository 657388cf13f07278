import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

export type AsyncResult<T> = AsyncState<T> & { reload: () => void };

/**
 * Runs `load` when `deps` change and keeps the latest answer; a stale answer (deps changed
 * meanwhile, or unmounted) is dropped. `reload()` runs it again; while it runs, the previous
 * answer stays (no blank flash).
 */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncResult<T> {
  const [state, setState] = useState<AsyncState<T>>({
    status: 'loading',
    data: undefined,
    error: undefined,
  });
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let live = true;
    load().then(
      (data) => {
        if (live) setState({ status: 'ready', data, error: undefined });
      },
      (error: unknown) => {
        if (live) setState({ status: 'error', data: undefined, error });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}
