/**
 * The HTTP client: one axios instance per backend service, the bearer-token interceptor, 401 hand-off and
 * error normalisation. Every resource goes through `callEndpoint`; nothing else in the portal calls axios.
 */
import axios, { type AxiosInstance, type AxiosProgressEvent } from 'axios';
import { getRuntimeConfig, type ServiceName } from '@qce/shared-kit/config';
import { getPageSlot, setPageSlot } from '@qce/shared-kit/contract';
import { getToken } from '@qce/shared-kit/storage';
import {
  ENDPOINTS,
  buildPath,
  type ApiErrorBody,
  type BodyOf,
  type EndpointName,
  type PathParamNames,
  type PathParams,
  type QueryOf,
  type ResponseOf,
} from '@qce/domain/api';
import { observeServerDate } from './server-clock';

/** A failed call, normalised. `code`/`serverMessage` come from the `{ code, message }` failure body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Endpoint that failed. */
  readonly endpoint: EndpointName;
  /** HTTP status, absent when no response arrived. */
  readonly status: number | undefined;
  /** Server error code, e.g. 4037 or 4032. */
  readonly code: number | undefined;
  /** Server's `message`, when it sent one. */
  readonly serverMessage: string | undefined;
  /** The raw failure body. */
  readonly body: unknown;
  /** No response arrived (offline, DNS, CORS, connection reset). */
  readonly isNetworkError: boolean;
  /** The client timeout (`requestTimeoutMs`) elapsed. */
  readonly isTimeout: boolean;
  /** The caller aborted the call through its `signal`. */
  readonly isCanceled: boolean;

  constructor(init: {
    endpoint: EndpointName;
    message: string;
    status?: number;
    code?: number;
    serverMessage?: string;
    body?: unknown;
    isNetworkError?: boolean;
    isTimeout?: boolean;
    isCanceled?: boolean;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.body = init.body;
    this.isNetworkError = init.isNetworkError ?? false;
    this.isTimeout = init.isTimeout ?? false;
    this.isCanceled = init.isCanceled ?? false;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  /** Normalises anything thrown by a call into an `ApiError`. */
  static from(error: unknown, endpoint: EndpointName): ApiError {
    if (error instanceof ApiError) return error;
    if (!axios.isAxiosError(error)) {
      const message = error instanceof Error ? error.message : String(error);
      return new ApiError({ endpoint, message, cause: error });
    }
    if (axios.isCancel(error) || error.code === 'ERR_CANCELED') {
      return new ApiError({
        endpoint,
        message: 'Request canceled',
        isCanceled: true,
        cause: error,
      });
    }
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError({
        endpoint,
        message: 'Request timed out',
        isTimeout: true,
        cause: error,
      });
    }
    const response = error.response;
    if (!response) {
      return new ApiError({
        endpoint,
        message: error.message || 'Network Error',
        isNetworkError: true,
        cause: error,
      });
    }
    const body = parseBody(response.data);
    const { code, message } = readErrorBody(body);
    return new ApiError({
      endpoint,
      message: message ?? `Request failed with status ${response.status}`,
      status: response.status,
      ...(code !== undefined ? { code } : {}),
      ...(message !== undefined ? { serverMessage: message } : {}),
      body,
      cause: error,
    });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

function readErrorBody(body: unknown): ApiErrorBody {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const rawCode = record.code;
  const code =
    typeof rawCode === 'number'
      ? rawCode
      : typeof rawCode === 'string' && /^\d+$/.test(rawCode)
        ? Number(rawCode)
        : undefined;
  const message = typeof record.message === 'string' && record.message ? record.message : undefined;
  return { ...(code !== undefined ? { code } : {}), ...(message !== undefined ? { message } : {}) };
}

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

// --- instances ----------------------------------------------------------------------------------

/** Headers some endpoints need beyond the bearer token. */
const EXTRA_HEADERS: Partial<Record<EndpointName, Record<string, string>>> = {
  USER_DETAILS: { 'X-Requested-With': 'XMLHttpRequest' },
};

/** The headers an endpoint needs beyond the bearer token (a read started before the client runs). */
export const endpointHeaders = (name: EndpointName): Readonly<Record<string, string>> =>
  EXTRA_HEADERS[name] ?? {};

const instances = new Map<ServiceName, AxiosInstance>();

function createInstance(service: ServiceName): AxiosInstance {
  const instance = axios.create();
  instance.interceptors.request.use((config) => {
    // Read lazily so a later setRuntimeConfig() applies to existing instances.
    const runtime = getRuntimeConfig();
    config.baseURL = runtime.services[service];
    config.timeout = runtime.requestTimeoutMs;
    const token = getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  // Every answer tells the backend's time (its `Date` header): waits it decides follow its clock.
  instance.interceptors.response.use(
    (response) => {
      observeServerDate(response.headers.date);
      return response;
    },
    (error: unknown) => {
      if (axios.isAxiosError(error)) observeServerDate(error.response?.headers.date);
      return Promise.reject(error);
    },
  );
  return instance;
}

/** The axios instance of a service (created on first use). For resources only; apps use resources. */
export function getServiceClient(service: ServiceName): AxiosInstance {
  let instance = instances.get(service);
  if (!instance) {
    instance = createInstance(service);
    instances.set(service, instance);
  }
  return instance;
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
    const response = await getServiceClient(endpoint.service).request<ResponseOf<N>>({
      method: endpoint.method,
      url,
      params: opts.query,
      data: opts.body,
      signal: controller.signal,
      headers: EXTRA_HEADERS[name],
      ...(onUploadProgress
        ? {
            onUploadProgress: (event: AxiosProgressEvent) =>
              onUploadProgress({
                loaded: event.loaded,
                total: event.total,
                percent: event.total ? Math.round((event.loaded / event.total) * 100) : undefined,
              }),
          }
        : {}),
    });
    if (endpoint.method !== 'GET' && !READS_BY_POST.has(name)) {
      for (const listener of writeListeners) listener(name);
    }
    return response.data;
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
