import { useEffect, useState } from 'react';

export interface Countdown {
  /** The time of the latest tick (or of the first render). */
  now: Date;
  /** True when there is nothing to wait for, or `until` has been reached. */
  done: boolean;
  /** `mm:ss` left until `until` ('00:00' when done). */
  remaining: string;
}

/** `mm:ss` until `until` (never negative). */
export function formatRemaining(until: Date, now: Date): string {
  const seconds = Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/**
 * A live countdown to `until`: re-renders every `intervalMs` while `until` is ahead, and stops
 * ticking once it is reached (e.g. the quiz retry wait, intake §4 HIV seminar). `undefined` waits
 * for nothing.
 */
export function useCountdown(until: Date | undefined, intervalMs = 1000): Countdown {
  const target = until?.getTime();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (target === undefined) return undefined;
    // Ticks at least once, so a render that saw an older `now` always reaches `done`.
    const timer = setInterval(() => {
      const tick = new Date();
      setNow(tick);
      if (tick.getTime() >= target) clearInterval(timer);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [target, intervalMs]);
  const done = target === undefined || now.getTime() >= target;
  return { now, done, remaining: until && !done ? formatRemaining(until, now) : '00:00' };
}
