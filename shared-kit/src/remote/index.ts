export type { RemoteProps, ParcelTransportProps } from './remote-props';
export { toTransportProps } from './remote-props';
export { createParcel } from './create-parcel';
export { DOCUMENTS_REMOTE_ID } from './documents-contract';
export type * from './documents-contract';
export { loadDocumentsModule, PORTAL_REMOTES_URL } from './load-documents';
export { reportError, toClientErrorReport } from './report-error';
export type { ClientErrorReport, ErrorSource } from './report-error';
