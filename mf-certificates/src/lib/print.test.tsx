/** payment §9 print delay 500 ms; payment §2 /qce/print-temp prints by itself. */
import { act, renderHook } from '@testing-library/react';
import { PRINT_DELAY_MS } from '@qce/shared-kit/domain';
import { useAutoPrint } from './print';

describe('useAutoPrint', () => {
  let print: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('waits for the page to be ready, then prints once after 500 ms (StrictMode)', () => {
    const { rerender } = renderHook(({ ready }) => useAutoPrint(ready), {
      initialProps: { ready: false },
      reactStrictMode: true,
    });
    act(() => jest.advanceTimersByTime(PRINT_DELAY_MS * 4));
    expect(print).not.toHaveBeenCalled();

    rerender({ ready: true });
    // payment §9: 500 ms after the page is ready.
    act(() => jest.advanceTimersByTime(499));
    expect(print).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('does not print again on re-renders or when the data reloads', () => {
    const { rerender } = renderHook(({ ready }) => useAutoPrint(ready), {
      initialProps: { ready: true },
      reactStrictMode: true,
    });
    act(() => jest.advanceTimersByTime(PRINT_DELAY_MS));
    rerender({ ready: true });
    rerender({ ready: false });
    rerender({ ready: true });
    act(() => jest.advanceTimersByTime(PRINT_DELAY_MS * 10));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('does not print when the page is left before the delay', () => {
    const { unmount } = renderHook(() => useAutoPrint(true));
    act(() => jest.advanceTimersByTime(PRINT_DELAY_MS - 100));
    unmount();
    act(() => jest.advanceTimersByTime(PRINT_DELAY_MS * 10));
    expect(print).not.toHaveBeenCalled();
  });
});
