/**
 * @qce/shared-kit/remote/report-error: the one error sink of the page (issue 25 item 3). Small and eager
 * (config and contract only), so the shell's eager entries, the API client's helpers and every track can
 * report through it.
 */
export {
  isExpectedFailure,
  reportError,
  setErrorSource,
  toClientErrorReport,
} from './report-error';
export type { ClientErrorReport, ErrorContext, ErrorSource } from './report-error';
