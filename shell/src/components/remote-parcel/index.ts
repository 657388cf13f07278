export { RemoteParcel } from './remote-parcel';
export type { RemoteParcelProps } from './remote-parcel';
