/** @qce/shared-kit/ui/use-async: load data in a component (latest answer wins, reload keeps the previous one). */
export { useAsync } from './use-async';
export type { AsyncState, AsyncResult } from './use-async';
