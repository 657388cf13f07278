import type { ApiErrorBody, EndpointName } from '@qce/domain/api';

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

  /** Anything thrown by a call as an `ApiError` (what the transport already normalised stays as it is). */
  static from(error: unknown, endpoint: EndpointName): ApiError {
    if (error instanceof ApiError) return error;
    const message = error instanceof Error ? error.message : String(error);
    return new ApiError({ endpoint, message, cause: error });
  }

  /** An answer with a failure status and its (parsed) body. */
  static fromResponse(
    endpoint: EndpointName,
    status: number,
    body: unknown,
    cause?: unknown,
  ): ApiError {
    const { code, message } = readErrorBody(body);
    return new ApiError({
      endpoint,
      message: message ?? `Request failed with status ${status}`,
      status,
      ...(code !== undefined ? { code } : {}),
      ...(message !== undefined ? { serverMessage: message } : {}),
      body,
      cause,
    });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
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
