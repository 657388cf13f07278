/** @qce/shared-kit/api: the typed API client. See README.md. */
export * from './endpoints';
export type * from './contract';
export {
  ApiError,
  callEndpoint,
  endpointHeaders,
  getServiceClient,
  isApiError,
  observeWrites,
  setUnauthorizedHandler,
  toMultipart,
} from './client';
export type { CallArgs, CallOptions, UnauthorizedHandler, UploadProgress } from './client';
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
export * from './dto/application-type';
export * from './dto/application';
export * from './dto/audit';
export * from './dto/breadcrumb';
export * from './dto/bulk-application';
export * from './dto/certificate-validation';
export * from './dto/common';
export * from './dto/exam';
export * from './dto/file';
export * from './dto/industry';
export * from './dto/laboratory';
export * from './dto/lookup';
export * from './dto/maintenance';
export * from './dto/order-of-payment';
export * from './dto/payment';
export * from './dto/permit';
export * from './dto/privacy-policy';
export * from './dto/recurring';
export * from './dto/requirement';
export * from './dto/sp-employee';
export * from './dto/training';
export * from './dto/upload';
export * from './dto/user';
