import { callEndpoint } from '../client';
import type { RequirementsQuery } from '@qce/domain/api';
import type { RequestOptions } from './request-options';

/** GET /requirements?industryId,applicationTypeId,subIndustryId,permitId */
export const getRequirements = (query: RequirementsQuery, options: RequestOptions = {}) =>
  callEndpoint('REQUIREMENTS', { query, ...options });

/** Public variant for the QR documents page. */
export const getExternalRequirements = (query: RequirementsQuery, options: RequestOptions = {}) =>
  callEndpoint('REQUIREMENTS_EXTERNAL', { query, ...options });
