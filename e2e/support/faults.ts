import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';

/** The mock backend's fault modes (mock-api/src/lib/faults.ts). */
export type FaultMode = '500' | 'network' | 'hang';
const FAULT_MODES: readonly FaultMode[] = ['500', 'network', 'hang'];

/** The short client timeout (runtime config `requestTimeoutMs`, normally 20 s) a hung call gives up after. */
const SHORT_TIMEOUT_MS = 2000;

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
  // A composed track page carries the config inline (deploy/registry/first-paint.mjs): patch it there too.
  await page.route('**/qce/**', async (route) => {
    if (override === undefined || route.request().resourceType() !== 'document') {
      await route.fallback();
      return;
    }
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="qce-boot">)([\s\S]*?)(<\/script>)/,
      (_all, open: string, json: string, close: string) => {
        const boot = JSON.parse(json) as { config?: Record<string, unknown> };
        const patched = { ...boot, config: { ...boot.config, requestTimeoutMs: override } };
        return `${open}${JSON.stringify(patched).replace(/</g, '\\u003c')}${close}`;
      },
    );
    await route.fulfill({ response, body: html });
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

/**
 * Makes `endpoint` (an ENDPOINTS name or a path pattern) fail with `mode` until the faults are lifted, or
 * for its next `times` calls.
 */
async function armFault(
  request: APIRequestContext,
  origin: string,
  endpoint: string,
  mode: FaultMode,
  times?: number,
): Promise<void> {
  const data = times === undefined ? { endpoint, mode } : { endpoint, mode, times };
  const response = await request.post(`${origin}/__staff/faults`, { data });
  expect(response.ok(), `POST /__staff/faults answered ${response.status()}`).toBe(true);
}

/**
 * Armed faults count down from here (the backend decrements `times` on every call it fails), so a test
 * can tell how often each armed call was made; far more than a page ever calls.
 */
const COUNTED = 1000;

/** Arms every endpoint with `mode`, counted (see `faultCalls`). */
async function armCountedFaults(
  request: APIRequestContext,
  origin: string,
  endpoints: readonly string[],
  mode: FaultMode,
): Promise<void> {
  for (const endpoint of endpoints) await armFault(request, origin, endpoint, mode, COUNTED);
}

/** How often each armed endpoint has failed a call since it was armed with `armCountedFaults`. */
async function faultCalls(
  request: APIRequestContext,
  origin: string,
): Promise<Record<string, number>> {
  const response = await request.get(`${origin}/__staff/faults`);
  expect(response.ok(), `GET /__staff/faults answered ${response.status()}`).toBe(true);
  const { data } = (await response.json()) as { data: Array<{ endpoint: string; times?: number }> };
  return Object.fromEntries(data.map((f) => [f.endpoint, COUNTED - (f.times ?? COUNTED)]));
}

async function liftFaults(request: APIRequestContext, origin: string): Promise<void> {
  await request.delete(`${origin}/__staff/faults`);
}

/**
 * Resolves once a call of the page hit an armed fault: an /api answer of 500 or more, or a failed
 * request (a dropped connection, or the client giving up on a hung call after its timeout). Start it
 * before the action, await it after: the assertions then see the page after the failure, not before.
 */
function faultHit(page: Page, timeout = 15_000): Promise<void> {
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

/** Short poll intervals: the fault tables wait for many small things in a row. */
const POLL = [50, 100, 250, 500];

/**
 * Settled and not blank: no loader left behind, and the page's main (with the modal dialog a page may
 * consist of, rendered outside main) has real content.
 */
async function expectSettledNotBlank(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByRole('main')).toBeAttached();
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('main, dialog[open], [role="dialog"]')]
              .map((node) => (node as HTMLElement).innerText.trim())
              .join('').length,
        ),
      { message: 'main shows content', intervals: POLL },
    )
    .toBeGreaterThan(20);
}

/** What must still be on the page afterwards (typed values, a ticked box); returned by a row's preparation. */
export type Kept = (page: Page) => Promise<void>;
const nothingTyped: Kept = async () => {};

/** The page under test with its portal, the client timeout switch and the uncaught errors seen so far. */
export interface FaultTarget {
  page: Page;
  request: APIRequestContext;
  origin: string;
  timeout: { set: (ms?: number) => void; reset: () => void };
  errors: string[];
}

/**
 * One page of the fault tables: the calls its load makes (failed together: one load per fault mode), how
 * to get there, and what shows during and after the faults.
 */
export interface LoadFaultRow {
  page: string;
  /** The calls the page makes on load, made to fail together (calls that run side by side). */
  endpoints: readonly string[];
  /** Before the faults: opens what the page needs (e.g. chooses the application). */
  setup?: (page: Page) => Promise<void>;
  /** Then types what an applicant would; returns what must survive the faults. */
  type?: (page: Page) => Promise<Kept>;
  /** Loads the page with the faults armed (default: a reload). */
  open?: (page: Page) => Promise<void>;
  /** What shows once the page settled with the faults on (the spec's message, or the page's frame). */
  during: (page: Page) => Promise<void>;
  /** The applicant's retry once the faults are lifted (default: a reload). */
  retry?: (page: Page) => Promise<void>;
  /** What shows once the retry worked. */
  after: (page: Page) => Promise<void>;
}

/**
 * Loads the row's page once per fault mode with all its load calls failing (a hang under the short
 * client timeout), then retries without faults: every call was made and failed, the page settled with no
 * loader left and real content, no uncaught page error; the retry shows the page whole with what was
 * typed before the faults still there.
 */
export async function expectLoadSurvivesFaults(t: FaultTarget, row: LoadFaultRow): Promise<void> {
  const { page, request, origin } = t;
  await row.setup?.(page);
  const kept = (await row.type?.(page)) ?? nothingTyped;
  for (const mode of FAULT_MODES) {
    if (mode === 'hang') t.timeout.set();
    await armCountedFaults(request, origin, row.endpoints, mode);
    try {
      await (row.open ?? ((p: Page) => p.reload().then(() => undefined)))(page);
      // Every call was made (the backend counts them; a navigation's aborted calls look failed too).
      await expect
        .poll(
          async () => {
            const calls = await faultCalls(request, origin);
            return row.endpoints.filter((endpoint) => !calls[endpoint]);
          },
          { message: `${row.page}: calls not made (${mode})`, intervals: POLL },
        )
        .toEqual([]);
      // A hung call: the client gives up after its timeout, then the page must settle.
      if (mode === 'hang') await faultHit(page);
      await row.during(page);
      await expectSettledNotBlank(page);
    } finally {
      await liftFaults(request, origin);
      t.timeout.reset();
    }
    expect(t.errors, `${row.page}: uncaught page errors (${mode})`).toEqual([]);
  }
  await (row.retry ?? ((p: Page) => p.reload().then(() => undefined)))(page);
  await row.after(page);
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await kept(page);
  expect(t.errors, `${row.page}: uncaught page errors after the retry`).toEqual([]);
}

/** One action of the fault tables: the calls it makes, each failed in every mode on the same page. */
export interface ActionFaultRow {
  action: string;
  /** The calls the action makes, each failed on its own (in the order the action makes them). */
  endpoints: readonly string[];
  /** Opens the page and types what an applicant would; returns what must still be there afterwards. */
  prepare: (page: Page) => Promise<Kept>;
  /** The action that makes the calls. */
  act: (page: Page) => Promise<void>;
  /** The control that sends: pressed again while the call hangs, it must not send a second time. */
  sender?: (page: Page) => Locator;
  /** The spec's message for a failure of `endpoint` in `mode`; undefined where failures are silent. */
  message?: (endpoint: string, mode: FaultMode) => string | undefined;
  /** Undo what the failed action left open before trying again (e.g. close a dialog). */
  beforeRetry?: (page: Page) => Promise<void>;
  /** The action worked once the faults were lifted. */
  succeeded: (page: Page) => Promise<void>;
}

/**
 * Makes each of the row's calls fail in each mode while the applicant acts on the same page (a failed
 * call changes nothing server-side), then acts once more without faults: the spec's message (or, where
 * failures are silent, no loader left), never a blank page or an uncaught error, what was typed stays,
 * the sender does not send twice while a call hangs, and the action works once the faults are lifted.
 * The page must run under the short client timeout (`t.timeout.set()` before its first load).
 */
export async function expectActionSurvivesFaults(
  t: FaultTarget,
  row: ActionFaultRow,
): Promise<void> {
  const { page, request, origin } = t;
  const kept = await row.prepare(page);
  for (const endpoint of row.endpoints) {
    for (const mode of FAULT_MODES) {
      await armCountedFaults(request, origin, [endpoint], mode);
      try {
        const hit = faultHit(page);
        await row.act(page);
        if (mode === 'hang' && row.sender) {
          // The call hangs: pressing again must not send it again.
          await row
            .sender(page)
            .click({ force: true, timeout: 500 })
            .catch(() => undefined);
        }
        await hit;
        const message = row.message?.(endpoint, mode);
        if (message) await expect(page.getByText(message).first()).toBeVisible();
        await expectSettledNotBlank(page);
        await kept(page);
        // Once: Chromium itself resends a request whose reused connection dropped (network mode).
        const calls = (await faultCalls(request, origin))[endpoint] ?? 0;
        if (mode === 'network') expect(calls, `${row.action}: ${endpoint} sent`).toBeGreaterThan(0);
        else expect(calls, `${row.action}: ${endpoint} sent once (${mode})`).toBe(1);
      } finally {
        await liftFaults(request, origin);
      }
      expect(t.errors, `${row.action}: uncaught page errors (${endpoint} ${mode})`).toEqual([]);
      await row.beforeRetry?.(page);
    }
  }
  await row.act(page);
  await row.succeeded(page);
  expect(t.errors, `${row.action}: uncaught page errors after the retry`).toEqual([]);
}
