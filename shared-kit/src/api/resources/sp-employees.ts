import { callEndpoint, toMultipart } from '../client';
import type {
  AddSpEmployeeRequest,
  SpEmployeeCertificateQuery,
  SpEmployeeCertificateRequest,
  SpEmployeesCsvQuery,
  SpEmployeesQuery,
} from '@qce/domain/api';
import type { RequestOptions, UploadOptions } from './request-options';

/** GET employees of a sanitary permit -> details, totalCount, status, allHealthCertUploaded. */
export const getSpEmployees = (query: SpEmployeesQuery, options: RequestOptions = {}) =>
  callEndpoint('SP_EMPLOYEES', { query, ...options });

/** POST list of employeeIds -> certificate status per employee. */
export const getSpEmployeeCertificateStatuses = (
  employeeIds: string[],
  options: RequestOptions = {},
) => callEndpoint('SP_EMPLOYEE_CERTIFICATE_STATUSES', { body: employeeIds, ...options });

/** POST add employee; a failure carries the server message. */
export const addSpEmployee = (body: AddSpEmployeeRequest, options: RequestOptions = {}) =>
  callEndpoint('SP_EMPLOYEE_ADD', { body, ...options });

export const deleteSpEmployee = (employeeId: string, options: RequestOptions = {}) =>
  callEndpoint('SP_EMPLOYEE_DELETE', { params: { employeeId }, ...options });

/** POST multipart CSV of employees -> `{ data: { duplicate } }`. */
export const uploadSpEmployeesCsv = (
  query: SpEmployeesCsvQuery,
  file: Blob,
  { onProgress, signal }: UploadOptions = {},
) =>
  callEndpoint('SP_EMPLOYEES_CSV', {
    query,
    body: toMultipart(file),
    ...(signal ? { signal } : {}),
    ...(onProgress ? { onUploadProgress: onProgress } : {}),
  });

export const getSpEmployeeCertificate = (
  query: SpEmployeeCertificateQuery,
  options: RequestOptions = {},
) => callEndpoint('SP_EMPLOYEE_CERTIFICATE', { query, ...options });

export const saveSpEmployeeCertificate = (
  body: SpEmployeeCertificateRequest,
  options: RequestOptions = {},
) => callEndpoint('SP_EMPLOYEE_CERTIFICATE_SAVE', { body, ...options });

export const deleteSpEmployeeCertificate = (bulkUploadId: string, options: RequestOptions = {}) =>
  callEndpoint('SP_EMPLOYEE_CERTIFICATE_DELETE', { params: { bulkUploadId }, ...options });
