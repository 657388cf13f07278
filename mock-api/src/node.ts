/** jest entry: `server` (msw setupServer over the shared handlers) and `resetMockDb(scenario?)`. State lives in memory. */
import { setupServer } from 'msw/node';
import { memoryPersistence, reset, setPersistence } from './db';
import { clearFaults } from './lib/faults';
import { handlers } from './handlers';

setPersistence(memoryPersistence);

export const server = setupServer(...handlers);

/** Back to the seed plus a scenario (default: the default scenario), and no injected faults. */
export function resetMockDb(scenario?: string): void {
  reset(scenario);
  clearFaults();
}

export { handlers };
export { applyScenario, listScenarios, seededUsers } from './switcher';
