import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allowConsoleErrors } from '@qce/testing/console';
import { expectNoAxeViolations } from '@qce/testing';
import { Notice, NOTICE_DURATION_MS, NoticesProvider, useNotices } from './notices';

function Buttons() {
  const notices = useNotices();
  return (
    <>
      <button type="button" onClick={() => notices.success('Requirements Submitted.')}>
        Succeed
      </button>
      <button
        type="button"
        onClick={() => notices.error('Internal Issue. Please try again later.')}
      >
        Fail
      </button>
      <button type="button" onClick={() => notices.info('Note this')}>
        Inform
      </button>
    </>
  );
}

describe('Notices', () => {
  afterEach(() => jest.useRealTimers());

  it('announces successes politely and errors assertively, and passes axe', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <NoticesProvider>
        <Buttons />
      </NoticesProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Succeed' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('status')).toHaveTextContent('Requirements Submitted.');
    expect(screen.getByRole('alert')).toHaveTextContent('Internal Issue. Please try again later.');
    await expectNoAxeViolations(container);
  });

  it('removes notices after 5000 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <NoticesProvider>
        <Buttons />
      </NoticesProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Succeed' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('status')).toHaveTextContent('Requirements Submitted.');

    // A notice closes by itself after 5 s.
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Requirements Submitted.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Requirements Submitted.')).not.toBeInTheDocument();
    expect(screen.queryByText('Internal Issue. Please try again later.')).not.toBeInTheDocument();
  });

  it('holds notices while hovered and restarts their time when the pointer leaves', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <NoticesProvider>
        <Buttons />
      </NoticesProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Inform' }));
    await user.hover(screen.getByText('Note this'));
    act(() => jest.advanceTimersByTime(NOTICE_DURATION_MS * 2));
    expect(screen.getByText('Note this')).toBeInTheDocument();
    await user.unhover(screen.getByText('Note this'));
    act(() => jest.advanceTimersByTime(NOTICE_DURATION_MS));
    expect(screen.queryByText('Note this')).not.toBeInTheDocument();
  });

  it('can be dismissed early', async () => {
    const user = userEvent.setup();
    render(
      <NoticesProvider>
        <Buttons />
      </NoticesProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Inform' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Note this')).not.toBeInTheDocument();
  });

  it('renders a single inline notice', async () => {
    const { container } = render(<Notice kind="info">No Refund Policy</Notice>);
    expect(container).toHaveTextContent('Note:No Refund Policy');
    await expectNoAxeViolations(container);
  });

  it('requires a provider', () => {
    // The throw is the point: React logs the error it could not render.
    allowConsoleErrors(/useNotices must be used inside/);
    expect(() => render(<Buttons />)).toThrow('useNotices must be used inside <NoticesProvider>.');
  });
});
