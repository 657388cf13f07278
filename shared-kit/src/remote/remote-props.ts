import type { RuntimeConfig } from '@qce/shared-kit/config';

/** The props the shell passes to every remote's parcel. Remotes render their own router with `basename`. */
export interface RemoteProps {
  /** Router basename; always `/qce` so URLs are the same standalone and in the portal. */
  basename: string;
  /** Shell navigation, for links that leave the remote's own routes. */
  navigate: (path: string) => void;
  /** Runtime configuration loaded by the shell. */
  config: RuntimeConfig;
}

/**
 * What actually travels through single-spa-react's <Parcel>: it reserves the prop name `config`
 * for the parcel's lifecycles (and strips it), so the runtime config crosses as `runtimeConfig`
 * and `createParcel` hands it to the remote's root component as `config` again.
 */
export interface ParcelTransportProps {
  basename: string;
  navigate: (path: string) => void;
  runtimeConfig: RuntimeConfig;
}

export function toTransportProps({ config, ...rest }: RemoteProps): ParcelTransportProps {
  return { ...rest, runtimeConfig: config };
}
