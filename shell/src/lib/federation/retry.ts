/** Retry with exponential backoff for the federation runtime's manifest/entry fetches and entry scripts. */

export interface BackoffOptions {
  /** Delay before the first retry; doubles on each further retry. */
  baseDelayMs: number;
  /** Upper bound of one delay. */
  maxDelayMs: number;
}

export interface FetchRetryOptions extends BackoffOptions {
  /** Retries after the first attempt. */
  retries: number;
  /** Total time allowed for all attempts; a hung server gets one attempt of this length. */
  budgetMs: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** Delay before retry number `attempt` (0-based): base, 2x base, 4x base, ... capped. */
export function backoffDelay(attempt: number, { baseDelayMs, maxDelayMs }: BackoffOptions): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/** A fetch that failed for good: the last status (or 0 for network error/timeout) and why. */
export class RemoteFetchError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
    reason: string,
  ) {
    super(`Could not load ${url}: ${reason}`);
    this.name = 'RemoteFetchError';
  }
}

/** 408, 425, 429 and 5xx are worth another try; other 4xx will not change. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

async function fetchWithTimeout(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetchImpl(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) {
      throw new RemoteFetchError(url, 0, `no answer within ${timeoutMs} ms`);
    }
    throw new RemoteFetchError(url, 0, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Fetches `url`, retrying network errors and retryable statuses with exponential backoff, all
 * within `budgetMs`. Resolves only with an ok response; otherwise rejects with RemoteFetchError.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  options: FetchRetryOptions,
): Promise<Response> {
  const fetchImpl = options.fetchImpl ?? ((input, requestInit) => fetch(input, requestInit));
  const wait = options.sleep ?? sleep;
  const now = options.now ?? Date.now;
  const started = now();
  let lastError = new RemoteFetchError(url, 0, 'not attempted');
  for (let attempt = 0; ; attempt += 1) {
    const remaining = options.budgetMs - (now() - started);
    if (remaining <= 0) break;
    try {
      const response = await fetchWithTimeout(fetchImpl, url, init, remaining);
      if (response.ok) return response;
      lastError = new RemoteFetchError(url, response.status, `HTTP ${response.status}`);
      if (!isRetryableStatus(response.status)) throw lastError;
    } catch (error) {
      if (
        error instanceof RemoteFetchError &&
        error.status > 0 &&
        !isRetryableStatus(error.status)
      ) {
        throw error;
      }
      if (error instanceof RemoteFetchError) lastError = error;
    }
    if (attempt >= options.retries) break;
    const delay = backoffDelay(attempt, options);
    if (now() - started + delay >= options.budgetMs) break;
    await wait(delay);
  }
  throw lastError;
}
