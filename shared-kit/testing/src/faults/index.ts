/** @qce/testing/faults: jest fault tables (mock backend faults in 500, network and hang modes). */
export {
  FAULT_MODES,
  HANG_TIMEOUT_MS,
  actionFaultTest,
  actionTestTimeout,
  armFaults,
  collectUncaughtErrors,
  expectSettledNotBlank,
  faultCalls,
  liftFaults,
  loadFaultTest,
  retryButton,
  titleWithRetry,
  titled,
} from './faults';
export type { ActionFaultRow, FaultMode, Kept, LoadFaultRow } from './faults';
