import { callEndpoint } from '../client';
import type { LabType } from '@qce/domain/api';
import type { RequestOptions } from './request-options';

/** GET /laboratory/:applicationId/type/:type -> `{ data: { data: LaboratoryRecord[] } }`. */
export const getLaboratory = (applicationId: string, type: LabType, options: RequestOptions = {}) =>
  callEndpoint('LABORATORY', { params: { applicationId, type }, ...options });

/** Public variant (documents page). */
export const getExternalLaboratory = (
  applicationId: string,
  type: LabType,
  options: RequestOptions = {},
) => callEndpoint('LABORATORY_EXTERNAL', { params: { applicationId, type }, ...options });

/** GET external laboratory by labId (QR lab page) -> `{ data: { data: LaboratoryRecord } }`. */
export const getExternalLaboratoryById = (labId: string, options: RequestOptions = {}) =>
  callEndpoint('LABORATORY_EXTERNAL_BY_ID', { params: { labId }, ...options });

/** GET signature by signatureId -> `{ data: { imageUrl } }`. */
export const getLabSignature = (signatureId: string, options: RequestOptions = {}) =>
  callEndpoint('LABORATORY_SIGNATURE', { params: { signatureId }, ...options });
