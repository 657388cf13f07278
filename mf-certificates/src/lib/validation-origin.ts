import { getRuntimeConfig } from '@qce/shared-kit/config';
import { resolvePortalOrigin } from '@qce/shared-kit/domain';

/** Origin of QR validation links: the prop, else the runtime config's `portalOrigin`, else this window's. */
export function validationOrigin(override?: string): string {
  return resolvePortalOrigin(override || getRuntimeConfig().portalOrigin, window.location.origin);
}
