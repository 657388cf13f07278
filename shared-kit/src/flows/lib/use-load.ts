import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading'; data?: undefined }
  | { status: 'error'; data?: undefined; error: unknown }
  | { status: 'ready'; data: T };

/**
 * Runs `load` on mount and whenever `key` changes; `reload()` runs it again (a retry or a refresh
 * after an action). Earlier runs are aborted, so a late answer never overwrites a newer one.
 * `silent` reloads keep showing the current data while the new answer arrives.
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
): { state: LoadState<T>; reload: (options?: { silent?: boolean }) => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [run, setRun] = useState(0);
  const loadRef = useRef(load);
  const silentRef = useRef(false);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    if (!silentRef.current) setState({ status: 'loading' });
    silentRef.current = false;
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key, run]);

  const reload = useCallback((options: { silent?: boolean } = {}) => {
    silentRef.current = options.silent === true;
    setRun((n) => n + 1);
  }, []);

  return { state, reload };
}
