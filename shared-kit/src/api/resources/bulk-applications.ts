import { callEndpoint, toMultipart } from '../client';
import type {
  ApplicationQuery,
  BulkApplicantsQuery,
  BulkApplicationRequest,
  BulkBaseRequest,
  BulkCsvUploadQuery,
} from '@qce/domain/api';
import type { RequestOptions, UploadOptions } from './request-options';

/** GET /application/bulk: bulk history. */
export const getBulkApplications = (query: ApplicationQuery, options: RequestOptions = {}) =>
  callEndpoint('APPLICATION_BULK', { query, ...options });

/** GET /application/bulk/:id -> `{ data: { data: BulkApplicationRecord } }`. */
export const getBulkApplicationById = (bulkApplicationId: string, options: RequestOptions = {}) =>
  callEndpoint('APPLICATION_BULK_BY_ID', { params: { id: bulkApplicationId }, ...options });

export const createBulkApplication = (body: BulkApplicationRequest, options: RequestOptions = {}) =>
  callEndpoint('APPLICATION_BULK_CREATE', { body, ...options });

export const updateBulkApplication = (body: BulkApplicationRequest, options: RequestOptions = {}) =>
  callEndpoint('APPLICATION_BULK_UPDATE', { body, ...options });

/** DELETE /application/bulk/discard/:id: cancels a bulk application. */
export const discardBulkApplication = (bulkApplicationId: string, options: RequestOptions = {}) =>
  callEndpoint('BULK_DISCARD', { params: { id: bulkApplicationId }, ...options });

/** POST bulk submit; a failure carries the server message (`ApiError.serverMessage`). */
export const submitBulkApplication = (bulkApplicationId: string, options: RequestOptions = {}) =>
  callEndpoint('BULK_SUBMIT', { params: { bulkApplicationId }, body: {}, ...options });

/** GET bulk check -> incomplete applicants. */
export const checkBulkApplication = (bulkApplicationId: string, options: RequestOptions = {}) =>
  callEndpoint('BULK_CHECK', { params: { bulkApplicationId }, ...options });

/** GET bulk upload list -> applicants with details and totalCount. */
export const getBulkApplicants = (query: BulkApplicantsQuery, options: RequestOptions = {}) =>
  callEndpoint('BULK_UPLOAD_LIST', { query, ...options });

/** POST multipart CSV of applicants -> `{ data: { duplicateApplication } }`. */
export const uploadBulkApplicantsCsv = (
  query: BulkCsvUploadQuery,
  file: Blob,
  { onProgress, signal, fileName }: UploadOptions = {},
) =>
  callEndpoint('BULK_UPLOAD_CSV', {
    query,
    body: toMultipart(file, fileName),
    ...(signal ? { signal } : {}),
    ...(onProgress ? { onUploadProgress: onProgress } : {}),
  });

/** POST bulk base: bulk update of the upload source. */
export const updateBulkBase = (body: BulkBaseRequest, options: RequestOptions = {}) =>
  callEndpoint('BULK_BASE', { body, ...options });
