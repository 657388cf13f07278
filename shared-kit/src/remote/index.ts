export type { RemoteProps, ParcelTransportProps } from './remote-props';
export { toTransportProps } from './remote-props';
export { createParcel } from './create-parcel';
export { DOCUMENTS_REMOTE_ID } from './documents-contract';
export type * from './documents-contract';
export { loadDocumentsModule, PORTAL_REMOTES_URL } from './load-documents';
export {
  isExpectedFailure,
  reportError,
  toClientErrorReport,
} from '@qce/shared-kit/remote/report-error';
export type {
  ClientErrorReport,
  ErrorContext,
  ErrorSource,
} from '@qce/shared-kit/remote/report-error';
