import { callEndpoint } from '../client';
import type { RequestOptions } from './request-options';

/** GET permit list -> `{ data: { data: Permit[] } }`. A 401 here means login (shell's handler). */
export const getPermits = (options: RequestOptions = {}) => callEndpoint('PERMITS', options);
