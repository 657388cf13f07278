import type { RuntimeConfig } from '../config/runtime-config';

/** The props the shell passes to every remote's parcel. Remotes render their own router with `basename`. */
export interface RemoteProps {
  /** Router basename; always `/qce` so URLs are the same standalone and in the portal. */
  basename: string;
  /** Shell navigation, for links that leave the remote's own routes. */
  navigate: (path: string) => void;
  /** Runtime configuration loaded by the shell. */
  config: RuntimeConfig;
}
