import { callEndpoint } from '../client';
import type { RequestOptions } from './request-options';

/** GET /user/:userId/details (account service, X-Requested-With). A 401 means access-denied. */
export const getUserDetails = (userId: string, options: RequestOptions = {}) =>
  callEndpoint('USER_DETAILS', { params: { userId }, ...options });
