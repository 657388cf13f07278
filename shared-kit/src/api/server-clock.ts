// Relative (ADR 005: a stateless internal): `api` is eager in the shell (ADR 006) and `domain` is not, so
// importing the `domain` entry made the shell's first require of `api` fail (RUNTIME-006, loadShareSync).
// Only the one dependency-free module: the quiz rules and dates stay out of the shell's main.js.
import { clockOffsetMs } from '@qce/domain/rules/server-time';

/**
 * The backend's clock as last seen in a response's `Date` header (the client records every answer).
 * Waits the backend decides (the knowledge test's 30-minute retry) are counted on it, not on the
 * device's clock.
 */
let offsetMs = 0;

/** Records the backend's time from a response's `Date` header, received now. */
export function observeServerDate(dateHeader: unknown, receivedAt: Date = new Date()): void {
  const offset = clockOffsetMs(dateHeader, receivedAt);
  if (offset !== undefined) offsetMs = offset;
}

/** The backend's clock minus the device's, in ms (0 before any answer). */
export function serverClockOffsetMs(): number {
  return offsetMs;
}

/** The backend's current time. */
export function serverNow(deviceNow: Date = new Date()): Date {
  return new Date(deviceNow.getTime() + offsetMs);
}
