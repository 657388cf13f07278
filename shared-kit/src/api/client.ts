/**
 * The HTTP client: every resource goes through `callEndpoint`, which takes a read's early answer when the
 * page's HTML started it (ADR 019), else sends through the transport (`transport.ts`: axios, bearer token,
 * the backend's clock), loaded on the first call that needs it. Also the 401 hand-off and error
 * normalisation. Nothing else in the portal calls axios.
 */
import { getRuntimeConfig } from '@qce/shared-kit/config';
import { getPageSlot, setPageSlot } from '@qce/shared-kit/contract';
import {
  ENDPOINTS,
  buildPath,
  type BodyOf,
  type EndpointName,
  type PathParamNames,
  type PathParams,
  type QueryOf,
  type ResponseOf,
} from '@qce/domain/api';
import { ApiError } from './api-error';
import { awaitEarlyAnswer, readQueryKey } from './early-answers';
import type * as TransportModule from './transport';
import { observeServerDate } from './server-clock';

export { ApiError, isApiError } from './api-error';

// --- 401 hand-off -------------------------------------------------------------------------------

export type UnauthorizedHandler = (endpoint: EndpointName, error: ApiError) => void;

/**
 * Registers what happens on a 401 (the shell decides: access-denied for USER_DETAILS, login for PERMITS).
 * Returns a function that removes this handler. The failing call still rejects with the `ApiError`.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): () => void {
  // Page-wide (the contract), so a track on its own kit copy hands 401s to the shell too (ADR 013).
  setPageSlot('unauthorizedHandler', handler);
  return () => {
    if (getPageSlot('unauthorizedHandler') === handler) setPageSlot('unauthorizedHandler', null);
  };
}

// --- transport ----------------------------------------------------------------------------------

/** Headers some endpoints need beyond the bearer token. */
const EXTRA_HEADERS: Partial<Record<EndpointName, Record<string, string>>> = {
  USER_DETAILS: { 'X-Requested-With': 'XMLHttpRequest' },
};

/** The headers an endpoint needs beyond the bearer token (a read started before the client runs). */
export const endpointHeaders = (name: EndpointName): Readonly<Record<string, string>> =>
  EXTRA_HEADERS[name] ?? {};

type Transport = typeof TransportModule;

let transport: Promise<Transport> | undefined;

/** The transport module (axios), loaded once; `callEndpoint` loads it on the first call that needs it. */
function loadTransport(): Promise<Transport> {
  transport ??= import(/* webpackChunkName: "api-transport" */ './transport').catch(
    (error: unknown) => {
      transport = undefined; // the next call tries again
      throw error;
    },
  );
  return transport;
}

/**
 * Starts loading the transport before any call needs it: the shell does when the applicant first reaches
 * for a control, so the call an action makes does not wait for it.
 */
export async function preloadTransport(): Promise<void> {
  await loadTransport();
}

// --- callEndpoint -------------------------------------------------------------------------------

export interface UploadProgress {
  loaded: number;
  total: number | undefined;
  /** 0..100 when the total is known. */
  percent: number | undefined;
}

type ParamsOption<N extends EndpointName> = [
  PathParamNames<(typeof ENDPOINTS)[N]['path']>,
] extends [never]
  ? { params?: undefined }
  : { params: PathParams<N> };

type QueryOption<N extends EndpointName> = [QueryOf<N>] extends [never]
  ? { query?: undefined }
  : { query?: QueryOf<N> };

type BodyOption<N extends EndpointName> = [BodyOf<N>] extends [never]
  ? { body?: undefined }
  : { body: BodyOf<N> };

export type CallOptions<N extends EndpointName> = ParamsOption<N> &
  QueryOption<N> &
  BodyOption<N> & {
    signal?: AbortSignal;
    /** Upload progress (multipart calls). */
    onUploadProgress?: (progress: UploadProgress) => void;
  };

type RequiresOptions<N extends EndpointName> = [
  PathParamNames<(typeof ENDPOINTS)[N]['path']>,
] extends [never]
  ? [BodyOf<N>] extends [never]
    ? false
    : true
  : true;

export type CallArgs<N extends EndpointName> =
  RequiresOptions<N> extends true ? [options: CallOptions<N>] : [options?: CallOptions<N>];

const writeListeners = new Set<(endpoint: EndpointName) => void>();

/**
 * POSTs that only read (a lookup with a body): they change nothing on the server, so they do not make
 * cached reads stale (the SP employee list reads its certificate statuses by POST on every load).
 */
const READS_BY_POST: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'SP_EMPLOYEE_CERTIFICATE_STATUSES',
  'HEALTH_CERT_V2',
  'CERTIFICATE_ECS',
]);

/**
 * Runs `listener` after every successful write (any call but a GET or a read by POST) made through this
 * client, e.g. to mark cached reads stale (`@qce/shared-kit/data`). Returns the unsubscribe.
 */
export function observeWrites(listener: (endpoint: EndpointName) => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

/**
 * Calls a named endpoint and resolves with the response BODY typed by the contract.
 * Rejects with `ApiError`; a 401 first calls the unauthorized handler.
 */
export async function callEndpoint<N extends EndpointName>(
  name: N,
  ...[options]: CallArgs<N>
): Promise<ResponseOf<N>> {
  const endpoint = ENDPOINTS[name];
  const opts = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: object;
    body?: unknown;
    signal?: AbortSignal;
    onUploadProgress?: (progress: UploadProgress) => void;
  };
  const url = (buildPath as (n: EndpointName, p?: Record<string, string | number>) => string)(
    name,
    opts.params,
  );
  const onUploadProgress = opts.onUploadProgress;
  if (endpoint.method === 'GET') {
    const answer = await awaitEarlyAnswer(
      name,
      JSON.stringify(readQueryKey(name, opts.params, opts.query)),
    );
    if (answer?.ok) {
      observeServerDate(answer.date);
      return answer.body as ResponseOf<N>;
    }
    if (answer?.timedOut) {
      throw new ApiError({ endpoint: name, message: 'Request timed out', isTimeout: true });
    }
    // No early read, or no usable answer (refused, offline): ask, and the error then says why.
  }
  // Own timeout (besides axios' `timeout`) so it applies whatever the transport honours.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, getRuntimeConfig().requestTimeoutMs);
  const forwardAbort = () => controller.abort();
  if (opts.signal?.aborted) controller.abort();
  opts.signal?.addEventListener('abort', forwardAbort);
  try {
    const { send } = await loadTransport().catch((cause: unknown) => {
      // The transport's script did not arrive (offline): a network failure like any other.
      throw new ApiError({ endpoint: name, message: 'Network Error', isNetworkError: true, cause });
    });
    const body = (await send({
      endpoint: name,
      service: endpoint.service,
      method: endpoint.method,
      url,
      query: opts.query,
      body: opts.body,
      signal: controller.signal,
      headers: EXTRA_HEADERS[name],
      ...(onUploadProgress
        ? {
            onUploadProgress: ({ loaded, total }) =>
              onUploadProgress({
                loaded,
                total,
                percent: total ? Math.round((loaded / total) * 100) : undefined,
              }),
          }
        : {}),
    })) as ResponseOf<N>;
    if (endpoint.method !== 'GET' && !READS_BY_POST.has(name)) {
      for (const listener of writeListeners) listener(name);
    }
    return body;
  } catch (error) {
    const apiError = timedOut
      ? new ApiError({
          endpoint: name,
          message: 'Request timed out',
          isTimeout: true,
          cause: error,
        })
      : ApiError.from(error, name);
    const unauthorizedHandler = getPageSlot('unauthorizedHandler');
    if (apiError.status === 401 && unauthorizedHandler) {
      try {
        unauthorizedHandler(name, apiError);
      } catch {
        // A failing handler must not mask the call's own error.
      }
    }
    throw apiError;
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Builds the multipart body of an upload (field `file`). */
export function toMultipart(file: Blob, fileName?: string): FormData {
  const form = new FormData();
  if (fileName !== undefined) form.append('file', file, fileName);
  else form.append('file', file);
  return form;
}
