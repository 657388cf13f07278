import { getRuntimeConfig } from '@qce/shared-kit/config';
import { claimErrorReport } from '@qce/shared-kit/contract';

/** Who threw: the track (federation name, e.g. `mf_sp`) and the release it runs. */
export interface ErrorSource {
  track: string;
  /** The track's release id (its build marker, or what the registry points at); '' when unknown. */
  release: string;
}

/**
 * What failed, in a few words ("application load", "saving the upload source"), and, when the caller
 * knows it, the track and release (the parcel's and the shell's boundaries do).
 */
export interface ErrorContext extends Partial<ErrorSource> {
  what?: string;
}

/** The body POSTed to `services.errorReports` (mock: POST /api/client-errors). */
export interface ClientErrorReport extends ErrorSource {
  /** What failed, in the caller's words ("saving the application"), when it said. */
  what?: string;
  name: string;
  message: string;
  stack?: string;
  /** The page's path when it happened. */
  page: string;
  /** ISO time on the client. */
  at: string;
}

let mountedSource: ErrorSource | undefined;

/**
 * The track this copy of the kit runs for, set by `createParcel` when the track mounts: a report that
 * names no track is tagged with it (the shell's own reports say `shell`).
 */
export function setErrorSource(source: ErrorSource): void {
  mountedSource = source;
}

const pageSource = (): ErrorSource => mountedSource ?? { track: 'shell', release: '' };

/** The backend takes at most 1000 characters per text field (mock-api/src/lib/limits.ts). */
const MAX_TEXT = 1000;

export function toClientErrorReport(error: unknown, source: ErrorContext): ClientErrorReport {
  const isError = error instanceof Error;
  const fallback = pageSource();
  return {
    track: source.track ?? fallback.track,
    release: source.release ?? fallback.release,
    ...(source.what ? { what: source.what.slice(0, MAX_TEXT) } : {}),
    name: isError ? error.name : typeof error,
    message: (isError ? error.message : String(error)).slice(0, MAX_TEXT),
    ...(isError && error.stack ? { stack: error.stack.slice(0, MAX_TEXT) } : {}),
    page: typeof location === 'undefined' ? '' : location.pathname,
    at: new Date().toISOString(),
  };
}

/**
 * A failure the page expected and already shows the applicant (a Try again, a notice, the spec's
 * message): a call that the backend refused or that got no answer. Matched by name, not by class, so an
 * error from another kit copy (ADR 013) counts too.
 */
export function isExpectedFailure(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ApiError' || error.name === 'AbortError');
}

function send(error: unknown, context: ErrorContext): boolean {
  if (!claimErrorReport(error)) return false;
  const url = getRuntimeConfig().services.errorReports;
  if (!url) return false;
  const body = JSON.stringify(toClientErrorReport(error, context));
  try {
    void fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No fetch (very old browser) or a refused URL: nothing to do.
  }
  return true;
}

/**
 * The one place errors go (issue 25 item 3, ADR 013 §6). Every caught failure of production code comes
 * here, never to `console.error` directly:
 * - an expected failure (`isExpectedFailure`: the backend refused, no answer, aborted) is logged as a
 *   warning with `<what> failed`; the page already shows the applicant what to do, and a network that is
 *   down would only drop the report;
 * - anything else (a programming error, a failed chunk, a track that threw) is logged with
 *   `console.error` and POSTed to `services.errorReports`, once per error per page whoever sees it first
 *   (the claim lives in the contract, so every kit copy and both boundaries agree), tagged with the track
 *   and its release when the caller knows them.
 * Never throws. Returns whether this call sent a report.
 */
export function reportError(error: unknown, context: ErrorContext = {}): boolean {
  const label = context.what ? `${context.what} failed` : 'Unexpected error';
  if (isExpectedFailure(error)) {
    console.warn(label, error);
    return false;
  }
  console.error(label, error);
  return send(error, context);
}
