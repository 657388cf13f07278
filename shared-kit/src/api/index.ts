/** @qce/shared-kit/api: the typed API client. See README.md. */
// The endpoint table, its request/response types and the DTOs: the @qce/domain package (ADR 018).
export * from '@qce/domain/api';
export {
  ApiError,
  callEndpoint,
  endpointHeaders,
  isApiError,
  observeWrites,
  preloadTransport,
  setUnauthorizedHandler,
  toMultipart,
} from './client';
export type { CallArgs, CallOptions, UnauthorizedHandler, UploadProgress } from './client';
export { earlyReadsStarted, readQueryKey, takeEarlyAnswer } from './early-answers';
export type { EarlyAnswer } from './early-answers';
export { observeServerDate, serverClockOffsetMs, serverNow } from './server-clock';
export type { RequestOptions, UploadOptions } from './resources/request-options';
export * from './resources/application-types';
export * from './resources/applications';
export * from './resources/audit';
export * from './resources/breadcrumbs';
export * from './resources/bulk-applications';
export * from './resources/business-lines';
export * from './resources/certificate-validation';
export * from './resources/e-payment';
export * from './resources/exams';
export * from './resources/external';
export * from './resources/files';
export * from './resources/industries';
export * from './resources/laboratory';
export * from './resources/lookups';
export * from './resources/maintenance';
export * from './resources/payments';
export * from './resources/permits';
export * from './resources/privacy-policy';
export * from './resources/recurring';
export * from './resources/requirements';
export * from './resources/sp-employees';
export * from './resources/training';
export * from './resources/uploads';
export * from './resources/users';
