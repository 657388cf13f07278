import { isApiError } from '@qce/shared-kit/api';

/** The server's own message of a failed call, when it sent one (intake §8: "server message, otherwise ..."). */
export function serverMessageOf(error: unknown, fallback: string): string {
  if (isApiError(error) && error.serverMessage && error.serverMessage.trim() !== '') {
    return error.serverMessage;
  }
  return fallback;
}

/** Failures the spec keeps silent are only logged (intake §8). */
export const logged =
  <T,>(what: string, fallback: T) =>
  (error: unknown): T => {
    console.error(`${what} failed`, error);
    return fallback;
  };
