/**
 * The current state of the fake backend. One state per JavaScript realm; entry points choose where it persists
 * (a JSON file for the Node server, localStorage for the browser worker, memory for jest).
 */
import { DB_VERSION, seedState } from '../seed';
import { applyScenarioTo, DEFAULT_SCENARIO } from '../scenarios';
import { now as clockOf, safeClockOffset } from './records';
import type { DbState } from './types';

export interface Persistence {
  load(): DbState | null;
  save(state: DbState): void;
}

export const memoryPersistence: Persistence = { load: () => null, save: () => undefined };

let persistence: Persistence = memoryPersistence;
let current: DbState | null = null;

function build(scenario: string, clockOffsetMinutes = 0): DbState {
  const state = seedState(clockOffsetMinutes);
  applyScenarioTo(state, scenario);
  return state;
}

/** Chooses where the state lives and loads it from there (a missing or outdated copy gets the default scenario). */
export function setPersistence(next: Persistence): DbState {
  persistence = next;
  const loaded = next.load();
  current = loaded && loaded.version === DB_VERSION ? loaded : build(DEFAULT_SCENARIO);
  if (!loaded) persistence.save(current);
  return current;
}

export function db(): DbState {
  current ??= build(DEFAULT_SCENARIO);
  return current;
}

export function persist(): void {
  if (current) persistence.save(current);
}

/** Back to the seed plus the named scenario (the clock returns to real time). Throws on an unknown name. */
export function reset(scenario: string = DEFAULT_SCENARIO): DbState {
  current = build(scenario);
  persistence.save(current);
  return current;
}

export function now(): Date {
  return clockOf(db());
}

export function advanceClock(minutes: number): Date {
  db().clockOffsetMinutes = safeClockOffset(db().clockOffsetMinutes + safeClockOffset(minutes));
  persist();
  return now();
}

export type { DbState } from './types';
