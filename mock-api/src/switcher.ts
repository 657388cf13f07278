/** React-free helpers for a scenario switcher (the standalone remotes render the UI). */
import { db, reset } from './db';
import { clearFaults } from './lib/faults';
import { scenarios } from './scenarios';

export interface ScenarioInfo {
  name: string;
  description: string;
  current: boolean;
}

export function listScenarios(): ScenarioInfo[] {
  const current = db().scenario;
  return scenarios.map((s) => ({
    name: s.name,
    description: s.description,
    current: s.name === current,
  }));
}

/** Resets the store to the named scenario (throws on an unknown name). */
export function applyScenario(name: string): void {
  reset(name);
  clearFaults();
}

export interface SeededUser {
  userId: number;
  token: string;
  email: string;
  name: string;
  description: string;
}

export function seededUsers(): SeededUser[] {
  return db().users.map((u) => ({
    userId: u.userId,
    token: u.token,
    email: u.email,
    name: `${u.first_name} ${u.last_name}`,
    description: u.description,
  }));
}
