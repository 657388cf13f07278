import { callEndpoint } from '../client';
import type { RequestOptions } from './request-options';

/** GET business lines of a sub-industry. */
export const getBusinessLines = (subIndustryId: number, options: RequestOptions = {}) =>
  callEndpoint('BUSINESS_LINES', { query: { subIndustryId }, ...options });
