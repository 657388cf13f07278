import { isApiError } from '@qce/shared-kit/api';
import { reportError } from '@qce/shared-kit/remote/report-error';

/**
 * The server's own message of a failed call, when it sent one that is not blank (intake §8: "server
 * message, otherwise ..."); `undefined` otherwise, so the caller shows its own fallback.
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (isApiError(error) && error.serverMessage && error.serverMessage.trim() !== '') {
    return error.serverMessage;
  }
  return undefined;
}

/**
 * For a call whose failure the spec keeps silent (intake §8): reports it (`reportError`, what: `what`)
 * and answers `fallback`. Use as `.catch(logged('industries', []))`.
 */
export const logged =
  <T>(what: string, fallback: T) =>
  (error: unknown): T => {
    reportError(error, { what });
    return fallback;
  };
