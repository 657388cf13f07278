/** Browser entry (standalone remotes): the msw worker over the shared handlers, state in localStorage. */
import { setupWorker } from 'msw/browser';
import type { SetupWorker } from 'msw/browser';
import { setPersistence } from './db';
import type { DbState } from './db';
import { handlers } from './handlers';

export const STORAGE_KEY = 'qce-mock-api-db';

export interface StartMockWorkerOptions {
  /** Service worker script URL (copied into each remote's public/ by `msw init`). */
  serviceWorkerUrl?: string;
  quiet?: boolean;
}

function localStoragePersistence() {
  return {
    load(): DbState | null {
      try {
        const raw = window.localStorage.getItem(STORAGE_KEY);
        return raw ? (JSON.parse(raw) as DbState) : null;
      } catch {
        return null;
      }
    },
    save(state: DbState): void {
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
      } catch {
        // A full localStorage keeps the state in memory only.
      }
    },
  };
}

let worker: SetupWorker | null = null;

export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<SetupWorker> {
  if (worker) return worker;
  setPersistence(localStoragePersistence());
  worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? false,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
  return worker;
}

export { handlers };
export { applyScenario, listScenarios, seededUsers } from './switcher';
export type { ScenarioInfo, SeededUser } from './switcher';
