import { callEndpoint } from '../client';
import type { SaveUploadRequest } from '@qce/domain/api';
import type { RequestOptions } from './request-options';

/** GET /uploads?applicationId */
export const getUploads = (applicationId: string, options: RequestOptions = {}) =>
  callEndpoint('UPLOADS', { query: { applicationId }, ...options });

/** POST /uploads -> `{ data: { uploadId, ... } }` (uploadId required). */
export const createUpload = (body: SaveUploadRequest, options: RequestOptions = {}) =>
  callEndpoint('UPLOADS_CREATE', { body, ...options });

/** PUT /uploads (body carries uploadId). */
export const updateUpload = (body: SaveUploadRequest, options: RequestOptions = {}) =>
  callEndpoint('UPLOADS_UPDATE', { body, ...options });

/** Public variant for the QR documents page. */
export const getExternalUploads = (applicationId: string, options: RequestOptions = {}) =>
  callEndpoint('UPLOADS_EXTERNAL', { query: { applicationId }, ...options });
