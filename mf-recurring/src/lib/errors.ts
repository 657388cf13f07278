/** The server's own message of a failed call, when it sent one (the kit's one reading). */
export { serverMessageOf } from '@qce/shared-kit/api/errors';
