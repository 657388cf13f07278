import { getRuntimeConfig } from '@qce/shared-kit/config';
import { claimErrorReport } from '@qce/shared-kit/contract';

/** Who threw: the track (federation name, e.g. `mf_sp`) and the release it runs. */
export interface ErrorSource {
  track: string;
  /** The track's release id (its build marker, or what the registry points at); '' when unknown. */
  release: string;
}

/** The body POSTed to `services.errorReports` (mock: POST /api/client-errors). */
export interface ClientErrorReport extends ErrorSource {
  name: string;
  message: string;
  stack?: string;
  /** The page's path when it happened. */
  page: string;
  /** ISO time on the client. */
  at: string;
}

/** The backend takes at most 1000 characters per text field (mock-api/src/lib/limits.ts). */
const MAX_TEXT = 1000;

export function toClientErrorReport(error: unknown, source: ErrorSource): ClientErrorReport {
  const isError = error instanceof Error;
  return {
    track: source.track,
    release: source.release,
    name: isError ? error.name : typeof error,
    message: (isError ? error.message : String(error)).slice(0, MAX_TEXT),
    ...(isError && error.stack ? { stack: error.stack.slice(0, MAX_TEXT) } : {}),
    page: typeof location === 'undefined' ? '' : location.pathname,
    at: new Date().toISOString(),
  };
}

/**
 * Reports an error a track threw, once per page whoever sees it first (the track's parcel boundary or
 * the shell's fallback; page-wide through the contract), tagged with the track and its release, to
 * `services.errorReports` from the runtime config. Never throws; a failed report is dropped.
 * Returns whether this call sent the report.
 */
export function reportError(error: unknown, source: ErrorSource): boolean {
  if (!claimErrorReport(error)) return false;
  const url = getRuntimeConfig().services.errorReports;
  if (!url) return false;
  const body = JSON.stringify(toClientErrorReport(error, source));
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
