import type { UserDetails } from '@qce/shared-kit/api';

let pending: Promise<UserDetails | undefined> | undefined;

/** The user details a first page's prefetch is reading (bootstrap), for the header to take once. */
export function setPrefetchedUser(details: Promise<UserDetails | undefined>): void {
  pending = details;
}

export function takePrefetchedUser(): Promise<UserDetails | undefined> | undefined {
  const taken = pending;
  pending = undefined;
  return taken;
}
