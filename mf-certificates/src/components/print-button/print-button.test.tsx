import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRINT_DELAY_MS } from '@qce/shared-kit/domain';
import { PrintButton } from './print-button';

describe('PrintButton (payment §9 print delay 500 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('prints once, 500 ms after the click', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<PrintButton />);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    await user.click(screen.getByRole('button', { name: 'Print' }));
    act(() => jest.advanceTimersByTime(PRINT_DELAY_MS - 1));
    expect(print).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(print).toHaveBeenCalledTimes(1);
    expect(PRINT_DELAY_MS).toBe(500);
  });
});
