import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'done'; data: T };

type Settled<T> = { key: string } & (
  { status: 'error'; error: unknown } | { status: 'done'; data: T }
);

/**
 * Runs an async loader when its inputs change (aborting the previous run), and exposes `reload` for a retry
 * button. The loader receives an AbortSignal to pass to the API resources. `deps` are the loader's inputs and
 * must be serialisable (ids, flags).
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
): LoadState<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | undefined>(undefined);
  const key = JSON.stringify([...deps, attempt]);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, status: 'done', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, status: 'error', error });
      },
    );
    return () => controller.abort();
    // `key` stands for the loader's inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (!settled || settled.key !== key) return { status: 'loading', reload };
  return settled.status === 'done'
    ? { status: 'done', data: settled.data, reload }
    : { status: 'error', error: settled.error, reload };
}
