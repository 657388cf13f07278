import { callEndpoint } from '../client';
import type { RequestOptions } from './request-options';

/** GET /lookup */
export const getLookups = (options: RequestOptions = {}) => callEndpoint('LOOKUP', options);

/** GET /lookup/info/:lookUpId (4 city, 5 nationality, 6 occupation; see LOOKUP_IDS). */
export const getLookupInfo = (lookUpId: number, options: RequestOptions = {}) =>
  callEndpoint('LOOKUP_INFO', { params: { lookUpId }, ...options });
