import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` while `live` (a live countdown). */
export function useNow(live: boolean, intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!live) return undefined;
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [live, intervalMs]);
  return now;
}

/** `mm:ss` until `until` (never negative). */
export function formatRemaining(until: Date, now: Date): string {
  const seconds = Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
