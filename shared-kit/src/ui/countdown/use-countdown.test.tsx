import { act, render, screen } from '@testing-library/react';
import { formatRemaining, useCountdown } from './use-countdown';

function Timer({ until }: { until: Date | undefined }) {
  const { done, remaining } = useCountdown(until);
  return <p role="timer">{done ? 'Ready' : remaining}</p>;
}

describe('useCountdown (intake §4: the quiz retry wait shown as mm:ss)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-22T02:00:00Z'));
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('counts down every second and shows done once the time is reached', () => {
    render(<Timer until={new Date('2026-11-22T02:00:03Z')} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:03');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:02');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('timer')).toHaveTextContent('Ready');
  });

  it('stops ticking once done, and never ticks without a time to wait for', () => {
    const { rerender } = render(<Timer until={new Date('2026-11-22T02:00:01Z')} />);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Ready');
    expect(jest.getTimerCount()).toBe(0);
    rerender(<Timer until={undefined} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Ready');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('restarts when the time to wait for changes, and clears its timer on unmount', () => {
    const { rerender, unmount } = render(<Timer until={undefined} />);
    rerender(<Timer until={new Date('2026-11-22T02:30:00Z')} />);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('29:59');
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('formatRemaining', () => {
  it('rounds up to whole seconds as mm:ss and is never negative', () => {
    const now = new Date('2026-11-22T02:00:00Z');
    expect(formatRemaining(new Date('2026-11-22T02:30:00Z'), now)).toBe('30:00');
    expect(formatRemaining(new Date('2026-11-22T02:00:01.200Z'), now)).toBe('00:02');
    expect(formatRemaining(new Date('2026-11-22T01:59:00Z'), now)).toBe('00:00');
  });
});
