import {
  expect,
  type APIRequestContext,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';

/** The mock backend's fault modes (mock-api/src/lib/faults.ts). */
export type FaultMode = '500' | 'network' | 'hang';
export const FAULT_MODES: readonly FaultMode[] = ['500', 'network', 'hang'];

/**
 * A short client timeout (runtime config `requestTimeoutMs`, normally 20 s) for this page, so a hung
 * call gives up quickly: /qce/config.json is answered with the value replaced.
 */
export const SHORT_TIMEOUT_MS = 2000;

export async function useShortClientTimeout(page: Page, ms = SHORT_TIMEOUT_MS): Promise<void> {
  const timeout = await controlClientTimeout(page);
  timeout.set(ms);
}

/**
 * The client timeout of the page's next loads, switchable: `set(ms)` before a load that must give up
 * quickly, `reset()` for the normal value (a slow but healthy call must not fail under a short one).
 */
export async function controlClientTimeout(
  page: Page,
): Promise<{ set: (ms?: number) => void; reset: () => void }> {
  let override: number | undefined;
  await page.route('**/qce/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: override === undefined ? config : { ...config, requestTimeoutMs: override },
    });
  });
  return {
    set: (ms = SHORT_TIMEOUT_MS) => {
      override = ms;
    },
    reset: () => {
      override = undefined;
    },
  };
}

/** Makes `endpoint` (an ENDPOINTS name or a path pattern) fail with `mode` until the faults are lifted. */
export async function armFault(
  request: APIRequestContext,
  origin: string,
  endpoint: string,
  mode: FaultMode,
): Promise<void> {
  const response = await request.post(`${origin}/__staff/faults`, { data: { endpoint, mode } });
  expect(response.ok(), `POST /__staff/faults answered ${response.status()}`).toBe(true);
}

export async function liftFaults(request: APIRequestContext, origin: string): Promise<void> {
  await request.delete(`${origin}/__staff/faults`);
}

/**
 * Resolves once a call of the page hit an armed fault: an /api answer of 500 or more, or a failed
 * request (a dropped connection, or the client giving up on a hung call after its timeout). Start it
 * before the action, await it after: the assertions then see the page after the failure, not before.
 */
export function faultHit(page: Page, timeout = 15_000): Promise<void> {
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  const hit = new Promise<void>((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      page.off('response', onResponse);
      page.off('requestfailed', onFailed);
    };
    const onResponse = (response: Response) => {
      if (!isApi(response.url()) || response.status() < 500) return;
      stop();
      resolve();
    };
    const onFailed = (request: Request) => {
      if (!isApi(request.url())) return;
      stop();
      resolve();
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no call of ${page.url()} hit the armed fault within ${timeout} ms`));
    }, timeout);
    page.on('response', onResponse);
    page.on('requestfailed', onFailed);
  });
  // Handled here too, so an action that throws first leaves no unhandled rejection behind.
  hit.catch(() => undefined);
  return hit;
}

/** Collects uncaught page errors (`pageerror`) from now on. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Settled and not blank: no loader left behind, and main has real content. */
export async function expectSettledNotBlank(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect
    .poll(async () => (await page.getByRole('main').innerText()).trim().length, {
      message: 'main shows content',
    })
    .toBeGreaterThan(20);
}
