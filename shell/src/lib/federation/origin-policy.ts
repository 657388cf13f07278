/**
 * The allow-list of origins remotes may be loaded from: the shell's own origin plus the origins the
 * runtime config lists (`remoteOrigins`). Configured once by the bootstrap; read by the runtime plugin.
 */
let allowedOrigins: ReadonlySet<string> = new Set<string>();

function currentOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

function originOf(url: string): string | null {
  try {
    return new URL(url, currentOrigin() || undefined).origin;
  } catch {
    return null;
  }
}

/** Replaces the extra allowed origins (the shell's own origin is always allowed). */
export function configureRemoteOrigins(origins: readonly string[]): void {
  allowedOrigins = new Set(
    origins.map((origin) => originOf(origin)).filter((origin): origin is string => !!origin),
  );
}

/** True when `url` (absolute or relative to the document) is served from an allowed origin. */
export function isAllowedRemoteUrl(url: string): boolean {
  const origin = originOf(url);
  if (!origin || origin === 'null') return false;
  return origin === currentOrigin() || allowedOrigins.has(origin);
}

export class RemoteOriginRefusedError extends Error {
  constructor(readonly url: string) {
    super(`Refused to load a remote from ${url}: its origin is not in the allow-list.`);
    this.name = 'RemoteOriginRefusedError';
  }
}

export function assertAllowedRemoteUrl(url: string): void {
  if (!isAllowedRemoteUrl(url)) throw new RemoteOriginRefusedError(url);
}
