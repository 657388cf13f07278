import { callEndpoint, toMultipart } from '../client';
import type { FileUploadQuery } from '@qce/domain/api';
import type { RequestOptions, UploadOptions } from './request-options';

/**
 * POST multipart file upload to the file service (query refNo, requirementsType = a requirement id or
 * 'paymentValidation', uploader, optional imageId to replace) -> `{ data: { data: { id, imageUrl } } }`.
 */
export const uploadFile = (
  query: FileUploadQuery,
  file: Blob,
  onProgress?: UploadOptions['onProgress'],
  options: RequestOptions = {},
) =>
  callEndpoint('FILE_UPLOAD', {
    query,
    body: toMultipart(file),
    ...options,
    ...(onProgress ? { onUploadProgress: onProgress } : {}),
  });

/** GET file by imageId (public; documents page) -> `{ data: { id, imageUrl } }`. */
export const getFile = (imageId: string, options: RequestOptions = {}) =>
  callEndpoint('FILE_BY_ID', { params: { imageId }, ...options });
