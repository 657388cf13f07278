/**
 * The client's transport: one axios instance per backend service, with the bearer token and the
 * backend's clock. Loaded on the first call that needs the network (`client.ts`, issue 22): a first page
 * whose reads the page's HTML already answered (ADR 019) never downloads axios.
 */
import axios, { type AxiosInstance, type AxiosProgressEvent } from 'axios';
import { getRuntimeConfig, type ServiceName } from '@qce/shared-kit/config';
import { getToken } from '@qce/shared-kit/storage';
import type { EndpointName } from '@qce/domain/api';
import { ApiError } from './api-error';
import { observeServerDate } from './server-clock';

/** One request as the client sends it: the endpoint's service and method, the built path. */
export interface TransportRequest {
  endpoint: EndpointName;
  service: ServiceName;
  method: string;
  url: string;
  query: object | undefined;
  body: unknown;
  headers: Readonly<Record<string, string>> | undefined;
  signal: AbortSignal;
  onUploadProgress?: (event: { loaded: number; total: number | undefined }) => void;
}

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

function serviceClient(service: ServiceName): AxiosInstance {
  let instance = instances.get(service);
  if (!instance) {
    instance = createInstance(service);
    instances.set(service, instance);
  }
  return instance;
}

/** Sends one request; resolves with the response body, rejects with an `ApiError`. */
export async function send(request: TransportRequest): Promise<unknown> {
  const { onUploadProgress } = request;
  try {
    const response = await serviceClient(request.service).request<unknown>({
      method: request.method,
      url: request.url,
      params: request.query,
      data: request.body,
      signal: request.signal,
      headers: request.headers,
      ...(onUploadProgress
        ? {
            onUploadProgress: (event: AxiosProgressEvent) =>
              onUploadProgress({ loaded: event.loaded, total: event.total }),
          }
        : {}),
    });
    return response.data;
  } catch (error) {
    throw toApiError(error, request.endpoint);
  }
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/** Normalises what axios threw into an `ApiError`. */
function toApiError(error: unknown, endpoint: EndpointName): ApiError {
  if (!axios.isAxiosError(error)) return ApiError.from(error, endpoint);
  if (axios.isCancel(error) || error.code === 'ERR_CANCELED') {
    return new ApiError({ endpoint, message: 'Request canceled', isCanceled: true, cause: error });
  }
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
    return new ApiError({ endpoint, message: 'Request timed out', isTimeout: true, cause: error });
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
  return ApiError.fromResponse(endpoint, response.status, parseBody(response.data), error);
}
