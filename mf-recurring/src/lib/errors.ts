import { isApiError } from '@qce/shared-kit/api';

/** The server's own message of a failed call, when it sent one. */
export function serverMessageOf(error: unknown): string | undefined {
  if (isApiError(error) && error.serverMessage && error.serverMessage.trim() !== '') {
    return error.serverMessage;
  }
  return undefined;
}
