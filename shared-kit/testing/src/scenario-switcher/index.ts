/** @qce/testing/scenario-switcher: the standalone remotes' mock-backend panel (bootstrap.tsx only). */
export { ScenarioSwitcher, signInSeededIfNobody } from './scenario-switcher';
export type { ScenarioSwitcherProps } from './scenario-switcher';
