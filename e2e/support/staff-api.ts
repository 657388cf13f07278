import type { APIRequestContext } from '@playwright/test';

/** A seeded applicant as listed by `GET /__staff/users`. */
export interface SeededUser {
  userId: string | number;
  token: string;
  email?: string;
  name?: string;
  productType?: string;
  signInUrl?: string;
  [key: string]: unknown;
}

export interface MaintenanceWindow {
  active: boolean;
  validFrom: string;
  validTo: string;
}

function unwrapList<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['data', 'users', 'details']) {
      const value = record[key];
      if (Array.isArray(value)) return value as T[];
      if (value && typeof value === 'object') return unwrapList<T>(value);
    }
  }
  throw new Error(`Unexpected list shape: ${JSON.stringify(body).slice(0, 200)}`);
}

async function expectOk(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!response.ok()) {
    throw new Error(
      `${what} answered ${response.status()}: ${(await response.text()).slice(0, 300)}`,
    );
  }
}

/**
 * The staff API's key header (issue 23 item 4): playwright.config.ts sets QCE_STAFF_KEY once for the run,
 * every portal it starts reads it, and the tests' request contexts send it (`use.extraHTTPHeaders`; a
 * context of a test's own: `newContext({ extraHTTPHeaders: staffKeyHeaders() })`).
 */
export function staffKeyHeaders(): Record<string, string> {
  const key = process.env.QCE_STAFF_KEY;
  if (!key) throw new Error('QCE_STAFF_KEY is not set (playwright.config.ts sets it for the run)');
  return { 'X-QCE-Staff-Key': key };
}

/** The mock backend's staff API (`/__staff/...`) on the portal's origin. */
export function staffApi(request: APIRequestContext, baseURL?: string) {
  const url = (p: string) => (baseURL ? new URL(p, baseURL).href : p);
  const headers = staffKeyHeaders();
  return {
    async reset(scenario?: string): Promise<void> {
      const response = await request.post(url('/__staff/reset'), {
        data: scenario ? { scenario } : {},
        headers,
      });
      await expectOk(response, 'POST /__staff/reset');
    },
    async users(): Promise<SeededUser[]> {
      const response = await request.get(url('/__staff/users'), { headers });
      await expectOk(response, 'GET /__staff/users');
      return unwrapList<SeededUser>(await response.json());
    },
    async setMaintenance(window: MaintenanceWindow): Promise<void> {
      const response = await request.post(url('/__staff/maintenance'), {
        data: window,
        headers,
      });
      await expectOk(response, 'POST /__staff/maintenance');
    },
  };
}

export type StaffApi = ReturnType<typeof staffApi>;
