export { startStandalone } from './start-standalone';
export type { StandaloneOptions, StandaloneTools } from './start-standalone';
