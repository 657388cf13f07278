import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    // payment §9: the print dialog opens 500 ms after the click.
    act(() => jest.advanceTimersByTime(499));
    expect(print).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
