import { callEndpoint } from '../client';
import type { ExternalApplicationUpdateRequest } from '@qce/domain/api';
import type { RequestOptions } from './request-options';

/** PUT external OUBPAS application (query applicationId) -> formData and paymentDetailResponseDto. */
export const updateExternalApplication = (
  applicationId: string,
  body: ExternalApplicationUpdateRequest,
  options: RequestOptions = {},
) => callEndpoint('EXTERNAL_APPLICATION_UPDATE', { query: { applicationId }, body, ...options });

/** GET external application (public; documents and massagist doc pages). */
export const getExternalApplication = (appId: string, options: RequestOptions = {}) =>
  callEndpoint('EXTERNAL_APPLICATION', { params: { appId }, ...options });
