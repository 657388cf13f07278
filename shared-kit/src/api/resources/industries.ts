import { callEndpoint } from '../client';
import type { RequestOptions } from './request-options';

/** GET industries with subIndustryResponseDtos. */
export const getIndustries = (options: RequestOptions = {}) => callEndpoint('INDUSTRIES', options);
