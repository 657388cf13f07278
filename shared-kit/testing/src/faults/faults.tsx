import { act, screen, waitFor } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageQueryClient } from '@qce/shared-kit/data';
import { MESSAGES } from '@qce/shared-kit/messages';
import { setTestRequestTimeout } from '@qce/testing/remote-tests';

/** The mock backend's fault modes (mock-api/src/lib/faults.ts). */
export type FaultMode = '500' | 'network' | 'hang';
export const FAULT_MODES: readonly FaultMode[] = ['500', 'network', 'hang'];

/**
 * The client timeout while a hang is armed. Long, so that no call the backend answers ever reaches it on
 * a loaded machine; the hung calls do not wait it out either (`timeOutHungCalls`). No other timer of the
 * pages runs for exactly this long: that is how the client's timers are told apart.
 */
export const HANG_TIMEOUT_MS = 15_000;

const FAULTS_URL = 'http://localhost/__staff/faults';
/** Armed faults count down from here (the backend takes one per failed call): far more than a page calls. */
const COUNTED = 1000;

type User = ReturnType<typeof userEvent.setup>;

async function staffFaults(method: 'GET' | 'POST' | 'DELETE', body?: unknown) {
  const response = await fetch(FAULTS_URL, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} /__staff/faults answered ${response.status}`);
  return (await response.json()) as { data: Array<{ endpoint: string; times?: number }> };
}

type Timer = ReturnType<typeof setTimeout>;

/**
 * The client's own request timeouts (callEndpoint's timer, one per call in flight) while a hang is armed,
 * and how many of them ran out: each runs out after HANG_TIMEOUT_MS, or earlier when `timeOutHungCalls`
 * runs it, as a clock moved forward would.
 */
interface ClientTimeouts {
  pending: Map<Timer, () => void>;
  ranOut: number;
  stop: () => void;
}
let clientTimeouts: ClientTimeouts | undefined;

function watchClientTimeouts(): ClientTimeouts {
  const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globalThis;
  const watched: ClientTimeouts = {
    pending: new Map(),
    ranOut: 0,
    stop: () => {
      globalThis.setTimeout = realSetTimeout;
      globalThis.clearTimeout = realClearTimeout;
    },
  };
  globalThis.setTimeout = ((
    callback: (...args: unknown[]) => void,
    ms?: number,
    ...args: unknown[]
  ) => {
    if (ms !== HANG_TIMEOUT_MS) return realSetTimeout(callback, ms, ...args);
    const runOut = () => {
      watched.pending.delete(timer);
      watched.ranOut += 1;
      callback(...args);
    };
    const timer = realSetTimeout(runOut, ms);
    watched.pending.set(timer, runOut);
    return timer;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((timer?: Timer) => {
    if (timer !== undefined) watched.pending.delete(timer);
    realClearTimeout(timer);
  }) as typeof clearTimeout;
  return watched;
}

/**
 * Makes every endpoint (an ENDPOINTS name) fail with `mode` until the faults are lifted, counting its
 * calls (`faultCalls`); a hang runs under the client timeout HANG_TIMEOUT_MS.
 */
export async function armFaults(endpoints: readonly string[], mode: FaultMode): Promise<void> {
  if (mode === 'hang') {
    setTestRequestTimeout(HANG_TIMEOUT_MS);
    clientTimeouts = watchClientTimeouts();
  }
  for (const endpoint of endpoints) await staffFaults('POST', { endpoint, mode, times: COUNTED });
}

/** How often each armed endpoint failed a call since it was armed. */
export async function faultCalls(): Promise<Record<string, number>> {
  const { data } = await staffFaults('GET');
  return Object.fromEntries(data.map((f) => [f.endpoint, COUNTED - (f.times ?? COUNTED)]));
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/**
 * Waits until every endpoint was called under its fault and, for a hang, until the client gave up on it
 * (its own timeout ran out): what the page shows next is its answer to this failure, not to an earlier
 * one. The hung calls' timeouts run out as soon as every call still in flight is a hung one (so no
 * answered call is cut short, however slow the machine), not after a wait on the wall clock. A hung call
 * the page cancelled itself would keep the counts apart: the wait fails rather than guess.
 */
async function failed(endpoints: readonly string[]): Promise<void> {
  await waitFor(async () => {
    const calls = await faultCalls();
    expect(endpoints.filter((endpoint) => !calls[endpoint])).toEqual([]);
    if (clientTimeouts) {
      const { pending, ranOut } = clientTimeouts;
      expect({ callsInFlight: pending.size }).toEqual({ callsInFlight: sum(calls) - ranOut });
    }
  });
  if (clientTimeouts) await timeOutHungCalls(clientTimeouts);
}

/** The client gives up on the calls in flight (their timeouts run out at once); what follows, inside act. */
async function timeOutHungCalls({ pending }: ClientTimeouts): Promise<void> {
  const timers = [...pending];
  await act(async () => {
    for (const [timer, runOut] of timers) {
      globalThis.clearTimeout(timer);
      runOut();
    }
  });
}

/** The faults lifted, the tests' client timeout back. */
export async function liftFaults(): Promise<void> {
  await staffFaults('DELETE');
  clientTimeouts?.stop();
  clientTimeouts = undefined;
  setTestRequestTimeout();
}

/**
 * The uncaught errors of the test, collected from each test's start: an `error` event on the window (an
 * exception thrown from an event handler or a timer, or a render error no boundary caught, as React
 * reports it). Unhandled promise rejections do not reach the jsdom window; the browser's fault tests
 * (e2e/tests/faults) watch those through `pageerror`.
 */
export function collectUncaughtErrors(): () => string[] {
  let errors: string[] = [];
  const onError = (event: ErrorEvent) => errors.push(String(event.error ?? event.message));
  beforeEach(() => {
    errors = [];
    window.addEventListener('error', onError);
  });
  afterEach(() => window.removeEventListener('error', onError));
  return () => errors;
}

/**
 * Settled and not blank: no loader left behind, no read in flight (no answer lands after the test moved
 * on), and the page (with the modal dialog a page may consist of, rendered outside it) shows real content.
 */
export async function expectSettledNotBlank(container: HTMLElement): Promise<void> {
  await waitFor(() => {
    expect(screen.queryAllByRole('status', { name: /^Loading/ })).toEqual([]);
    expect(pageQueryClient().isFetching()).toBe(0);
    const shown = [
      container,
      ...document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"]'),
    ]
      .map((node) => (node.textContent ?? '').trim())
      .join('');
    expect(shown.length).toBeGreaterThan(20);
  });
}

/** The Try again of the page's error panel (an alert), shown in place of what failed to load. */
export function retryButton(): HTMLElement {
  const button = screen.getByRole('button', { name: MESSAGES.common.tryAgain });
  expect(button.closest('[role="alert"]')).not.toBeNull();
  return button;
}

/** The page's title (level 1) stays, with the error panel's Try again in place of what failed. */
export const titleWithRetry = (title: string | RegExp) => async (): Promise<void> => {
  expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeVisible();
  await waitFor(() => expect(retryButton()).toBeVisible());
};

/** What must still be on the page afterwards (typed values, a ticked box). */
export type Kept = () => Promise<void> | void;
const nothingTyped: Kept = () => undefined;

/**
 * One page of a fault table: the calls its load makes (failed together, one load per fault mode), how to
 * get there, and what shows during and after the faults.
 */
export interface LoadFaultRow {
  page: string;
  /** The calls the page makes on load, made to fail together. */
  endpoints: readonly string[];
  /** Signs in on the row's scenario (before anything renders). */
  setup: () => Promise<void> | void;
  /**
   * Renders the page (a load, as a reload in the browser would), not waiting for it to settle: with a
   * call hanging, the page settles only once the test lets the client give up.
   */
  open: () => RenderResult | Promise<RenderResult>;
  /** Before the faults: what an applicant types on the loaded page; returns what must survive. */
  type?: (user: User) => Promise<Kept>;
  /** What shows once the page settled with the faults on (the spec's message, or the page's frame). */
  during: (mode: FaultMode) => Promise<void>;
  /** The applicant's retry once the faults are lifted (default: a reload). */
  retry?: (user: User) => Promise<void>;
  /** What shows once the retry worked. */
  after: () => Promise<void>;
}

/** Each row with its title, for `it.each`. */
export function titled<R>(rows: readonly R[], title: (row: R) => string): Array<[string, R]> {
  return rows.map((row) => [title(row), row]);
}

/**
 * The fault table's test of a page load (`it.each(titled(rows, ...))('%s', (_t, row) => run(row))`): the
 * page loaded once per fault mode with all its load calls failing (a hang until the client gives up),
 * then retried without faults. Every call was made, the page settled with no loader left and real
 * content, no uncaught error; the retry shows the page whole with what was typed still there.
 */
export function loadFaultTest(uncaught: () => string[]) {
  return async (row: LoadFaultRow): Promise<void> => {
    const user = userEvent.setup({ applyAccept: false });
    await row.setup();
    let view: RenderResult | undefined;
    /** Loads the page as a reload in the browser would (what the tab stores is all that stays). */
    const load = async (): Promise<HTMLElement> => {
      view?.unmount();
      pageQueryClient().clear();
      view = await row.open();
      return view.container;
    };
    let kept = nothingTyped;
    if (row.type) {
      await expectSettledNotBlank(await load());
      kept = await row.type(user);
    }
    let page = document.body;
    for (const mode of FAULT_MODES) {
      await armFaults(row.endpoints, mode);
      try {
        page = await load();
        await failed(row.endpoints);
        await expectSettledNotBlank(page);
        await row.during(mode);
      } finally {
        await liftFaults();
      }
      expect({ mode, uncaught: uncaught() }).toEqual({ mode, uncaught: [] });
    }
    if (row.retry) await row.retry(user);
    else page = await load();
    await row.after();
    await expectSettledNotBlank(page);
    await kept();
    expect(uncaught()).toEqual([]);
  };
}

/** One action of a fault table: the calls it makes, each failed in every mode on the same page. */
export interface ActionFaultRow {
  action: string;
  /** The calls the action makes, in the order it makes them, each failed on its own. */
  endpoints: readonly string[];
  /** Signs in, renders the page and types what an applicant would; returns what must stay. */
  prepare: (user: User) => Promise<{ view: RenderResult; kept: Kept }>;
  /** The action that makes the calls. */
  act: (user: User) => Promise<void>;
  /** The control that sends: pressed again while the call hangs, it must not send a second time. */
  sender?: () => HTMLElement | null;
  /** The spec's message for a failure of `endpoint` in `mode`; undefined where failures are silent. */
  message?: (endpoint: string, mode: FaultMode) => string | undefined;
  /** Undo what the failed action left open before trying again (e.g. close a dialog). */
  beforeRetry?: (user: User) => Promise<void>;
  /** The action worked once the faults were lifted. */
  succeeded: () => Promise<void>;
}

/**
 * The jest timeout of an action's test: the remote tests' 30 s (setupRemoteMockServer) for each of its
 * calls, each failed in every mode, as when each call was a test of its own (a loaded machine is slow).
 */
export const actionTestTimeout = (row: ActionFaultRow): number => 30_000 * row.endpoints.length;

/**
 * The fault table's test of an action (`it(title, () => run(row), actionTestTimeout(row))`): each of its
 * calls, in the order the action makes them, fails in each mode while the applicant acts on the same
 * page (a call runs only once those before it were answered, so its failures also show the action
 * getting past the earlier calls' failures), then the action runs once more without faults. The spec's
 * message shows (or, where failures are silent, no loader stays), never a blank page or an uncaught
 * error; what was typed stays; the call is sent once (a sender pressed again while it hangs does not send
 * it again); the action works once the faults are lifted.
 */
export function actionFaultTest(uncaught: () => string[]) {
  return async (row: ActionFaultRow): Promise<void> => {
    const user = userEvent.setup({ applyAccept: false });
    const { view, kept } = await row.prepare(user);
    for (const endpoint of row.endpoints) {
      for (const mode of FAULT_MODES) {
        await armFaults([endpoint], mode);
        try {
          await row.act(user);
          const sender = row.sender?.();
          // The call hangs: pressing again must not send it again.
          if (mode === 'hang' && sender) await user.click(sender).catch(() => undefined);
          await failed([endpoint]);
          const message = row.message?.(endpoint, mode);
          if (message)
            expect((await screen.findAllByText(message, { exact: false }))[0]).toBeVisible();
          await expectSettledNotBlank(view.container);
          await kept();
          const calls = (await faultCalls())[endpoint];
          expect({ endpoint, mode, calls }).toEqual({ endpoint, mode, calls: 1 });
        } finally {
          await liftFaults();
        }
        expect({ endpoint, mode, uncaught: uncaught() }).toEqual({ endpoint, mode, uncaught: [] });
        await row.beforeRetry?.(user);
      }
    }
    await row.act(user);
    await row.succeeded();
    expect(uncaught()).toEqual([]);
  };
}
