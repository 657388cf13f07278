/** @qce/shared-kit/api/errors: reading a failed call (server message) and keeping a silent failure silent (logged). */
export { serverMessageOf, logged } from './errors';
