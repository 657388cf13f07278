import { serverMessageOf as serverMessage } from '@qce/shared-kit/api/errors';

/** The server's own message of a failed call, when it sent one (intake §8: "server message, otherwise ..."). */
export const serverMessageOf = (error: unknown, fallback: string): string =>
  serverMessage(error) ?? fallback;

/** Failures the spec keeps silent are only logged (intake §8). */
export { logged } from '@qce/shared-kit/api/errors';
