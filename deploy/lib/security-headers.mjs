// The security headers of every response, one source for both servers: deploy/lib/portal-server.mjs
// (`pnpm start`) sets them on every response, deploy/nginx/run.mjs writes them into the nginx config as
// `add_header ... always` lines (server level and every location that adds headers of its own).
//
// No inline script but one, the early reads of a track's first page (deploy/registry/early-reads.mjs,
// ADR 019), allowed by its hash, so no other inline script runs; no eval; styles come from files (React
// sets style properties through the CSSOM, which style-src does not block). The staff console and the mock e-payment page load their script and style
// from files as well, so the same policy holds on /__staff. With TLS add (where TLS terminates):
//   Strict-Transport-Security: max-age=31536000; includeSubDomains

import { EARLY_READS_CSP_SOURCE } from '../registry/early-reads.mjs';

/**
 * The policy, with the origins the registry's track releases live on (issue 21 item 5) added to the
 * sources a track needs: its scripts and styles, its manifest (connect), its images and fonts. Generated
 * from the registry (deploy/registry/store.mjs trackOrigins), never hand-edited.
 * @param {readonly string[]} [trackOrigins]
 */
export function contentSecurityPolicy(trackOrigins = []) {
  const self = ["'self'", ...trackOrigins].join(' ');
  const scripts = [self, EARLY_READS_CSP_SOURCE].join(' ');
  // style-src, font-src and connect-src fall back to default-src ('self'): written out only when the
  // registry adds track origins (the policy is sent on every response: every byte counts, issue 22).
  const fromTracks = trackOrigins.length > 0;
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    ...(fromTracks ? [`style-src ${self}`] : []),
    `img-src ${self} data: blob:`,
    ...(fromTracks ? [`font-src ${self}`, `connect-src ${self}`] : []),
    // The seminar video: YouTube's privacy-enhanced embed (no cookies before play), the one a deployment's
    // seminarVideoUrl should use (https://www.youtube-nocookie.com/embed/<id>).
    "frame-src 'self' https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * Name -> value. `Referrer-Policy: strict-origin`: a Referer carries the origin only, never a path or query
 * (the login hand-off URL holds `?userId=...&token=...`, and the first requests of the page are made before
 * any script can drop it).
 * @type {Readonly<Record<string, string>>}
 */
export const SECURITY_HEADERS = Object.freeze({
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
});

/** @param {readonly string[]} [trackOrigins] */
export function securityHeaders(trackOrigins = []) {
  return trackOrigins.length === 0
    ? SECURITY_HEADERS
    : { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(trackOrigins) };
}

const quoted = (value) => `"${value.replaceAll('"', '\\"')}"`;

/** The headers as nginx `add_header` lines (one per header, `always` so errors carry them too). */
export function nginxSecurityHeaders(trackOrigins = []) {
  return Object.entries(securityHeaders(trackOrigins))
    .map(([name, value]) => `add_header ${name} ${quoted(value)} always;`)
    .join('\n');
}

/**
 * For a location that proxies to the Node server (which sends the same set): the upstream's copies are
 * hidden so no header arrives twice, except that a stricter policy the upstream chose for one response
 * (a stored file: `sandbox; default-src 'none'`) is kept. Needs nginxSecurityMap() at http level.
 */
export function nginxProxiedSecurityHeaders(trackOrigins = []) {
  return Object.entries(securityHeaders(trackOrigins))
    .map(([name, value]) =>
      name === 'Content-Security-Policy'
        ? `proxy_hide_header ${name};\nadd_header ${name} $qce_upstream_csp always;`
        : `proxy_hide_header ${name};\nadd_header ${name} ${quoted(value)} always;`,
    )
    .join('\n');
}

/** http level: the upstream's own policy when it sent one, else the portal's. */
export function nginxSecurityMap(trackOrigins = []) {
  return `map $upstream_http_content_security_policy $qce_upstream_csp {\n  "" ${quoted(contentSecurityPolicy(trackOrigins))};\n  default $upstream_http_content_security_policy;\n}`;
}
