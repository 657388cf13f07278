/** Environment-neutral exports (the entry points are `./browser`, `./node` and `./http-server`). */
export { handlers, coveredEndpoints } from './handlers';
export { applyScenario, listScenarios, seededUsers } from './switcher';
export type { ScenarioInfo, SeededUser } from './switcher';
