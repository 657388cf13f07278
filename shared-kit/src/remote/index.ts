export type { RemoteProps, ParcelTransportProps } from './remote-props';
export { toTransportProps } from './remote-props';
export { createParcel } from './create-parcel';
export { DOCUMENTS_REMOTE_ID } from './documents-contract';
export type * from './documents-contract';
export {
  loadDocumentsModule,
  registerDocumentsRemote,
  STANDALONE_CERTIFICATES_ENTRY,
  PORTAL_REMOTES_URL,
} from './load-documents';
