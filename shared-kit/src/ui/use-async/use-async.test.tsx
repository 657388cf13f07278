import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsync } from './use-async';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAsync', () => {
  it('starts loading, then holds the answer', async () => {
    const { result } = renderHook(() => useAsync(() => Promise.resolve(42), []));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe(42);
    expect(result.current.error).toBeUndefined();
  });

  it('reports a failure as error with the reason', async () => {
    const reason = new Error('down');
    const { result } = renderHook(() => useAsync(() => Promise.reject(reason), []));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(reason);
    expect(result.current.data).toBeUndefined();
  });

  it('drops a stale answer when the deps change meanwhile', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const { result, rerender } = renderHook(
      ({ id }: { id: string }) =>
        useAsync(() => (id === 'a' ? first.promise : second.promise), [id]),
      { initialProps: { id: 'a' } },
    );
    rerender({ id: 'b' });
    await act(async () => {
      second.resolve('answer b');
    });
    await act(async () => {
      first.resolve('answer a');
    });
    expect(result.current.status).toBe('ready');
    expect(result.current.data).toBe('answer b');
  });

  it('ignores an answer that arrives after unmount', async () => {
    const pending = deferred<number>();
    const { result, unmount } = renderHook(() => useAsync(() => pending.promise, []));
    unmount();
    await act(async () => {
      pending.resolve(1);
    });
    expect(result.current.status).toBe('loading');
  });

  it('reload runs the load again and keeps the previous answer until the new one arrives', async () => {
    let calls = 0;
    const next = deferred<number>();
    const load = jest.fn(() => {
      calls += 1;
      return calls === 1 ? Promise.resolve(1) : next.promise;
    });
    const { result } = renderHook(() => useAsync(load, []));
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => result.current.reload());
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe('ready');
    expect(result.current.data).toBe(1);
    await act(async () => {
      next.resolve(2);
    });
    expect(result.current.data).toBe(2);
  });
});
