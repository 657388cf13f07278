export type { RemoteProps } from './remote-props';
export { createParcel } from './create-parcel';
