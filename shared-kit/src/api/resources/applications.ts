import { callEndpoint } from '../client';
import type {
  ApplicationExistQuery,
  ApplicationQuery,
  CreateApplicationRequest,
  SubmitRequirementsRequest,
  UpdateApplicationRequest,
} from '@qce/domain/api';
import type { RequestOptions } from './request-options';

/** GET /application: history, single lookup (applicationId, userId) and follow-up lists. */
export const getApplications = (query: ApplicationQuery, options: RequestOptions = {}) =>
  callEndpoint('APPLICATION', { query, ...options });

/** GET /application/:id -> `{ data: { data: ApplicationRecord } }`. */
export const getApplicationById = (applicationId: string, options: RequestOptions = {}) =>
  callEndpoint('APPLICATION_BY_ID', { params: { id: applicationId }, ...options });

/** POST /application (follow-up creation adds formData.isSameReceipt and currentReceiptNo). */
export const createApplication = (body: CreateApplicationRequest, options: RequestOptions = {}) =>
  callEndpoint('APPLICATION_CREATE', { body, ...options });

/** PUT /application (also used to set the upload source). */
export const updateApplication = (body: UpdateApplicationRequest, options: RequestOptions = {}) =>
  callEndpoint('APPLICATION_UPDATE', { body, ...options });

/** GET /application/exist -> ids of ongoing applications under that name. */
export const checkExistingApplications = (
  query: ApplicationExistQuery,
  options: RequestOptions = {},
) => callEndpoint('APPLICATION_EXIST', { query, ...options });

/** POST /application/discard/:id with an empty body: cancels an individual application. */
export const discardApplication = (applicationId: string, options: RequestOptions = {}) =>
  callEndpoint('APPLICATION_DISCARD', { params: { id: applicationId }, body: {}, ...options });

/** POST submit requirements -> updated application. */
export const submitRequirements = (body: SubmitRequirementsRequest, options: RequestOptions = {}) =>
  callEndpoint('SUBMIT_REQUIREMENTS', { body, ...options });
