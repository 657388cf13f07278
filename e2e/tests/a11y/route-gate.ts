/**
 * Issue 12 item 5, the accessibility gate's table runner (the tables are the `*.spec.ts` files beside
 * it; issue 25 item 5 keeps in the browser only what jsdom cannot check, see their headers): axe (WCAG
 * 2.0/2.1/2.2 A and AA with colour contrast, support/axe.ts) on every route of the table and on each
 * dialog a row opens, with zero serious or critical violations; a dialog closed with Escape gives the focus back
 * to the control that opened it, one that opened by itself to the page's main.
 * Each row seeds the scenario that makes the route reachable (plus staff or applicant API steps), signs
 * in as that scenario's applicant, opens the application from the track's history when the route needs a
 * current application, then checks the page and each of its dialogs. Rows of one applicant, application
 * and track run in one test (see `routeGate`).
 *
 * Own portal process per worker and spec file (own data file): the scenario resets never disturb other
 * specs.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { startIsolatedPortal, type IsolatedPortal } from '../../support/isolated-portal';
import { signInPath } from '../../support/sign-in';
import { staffApi, staffKeyHeaders, type SeededUser } from '../../support/staff-api';

export const JUAN = 101;
export const PEDRO = 103;
export const LIZA = 104;

export interface DialogCase {
  /** The dialog's accessible name. */
  name: string;
  /** Opens it from the settled page. */
  open: (page: Page, ctx: Context) => Promise<void>;
  /** Closes it and anything it opened (default: Escape). */
  close?: (page: Page) => Promise<void>;
  /** Opens by itself on arrival (no control opened it): on close the focus goes to the page's main. */
  opensItself?: true;
}

/** What a row's steps may use besides the page: the portal, its staff API and its applicant API. */
export interface Context {
  /** The isolated portal's origin. */
  url: string;
  api: APIRequestContext;
  user?: SeededUser;
}

export interface RouteCase {
  route: string;
  scenario: string;
  /** The signed-in applicant; absent for public pages opened without a session. */
  user?: number;
  /** Open this application from the track's history first (the track remembers the current one). */
  current?: { track: 'ihc' | 'sp'; id: number };
  path: string;
  /** Staff or applicant API calls before the page opens (the row's state, e.g. a payment validated). */
  prepare?: (ctx: Context) => Promise<void>;
  /** Reaches the page another way than opening `path` (e.g. through the button that starts it). */
  visit?: (page: Page, ctx: Context) => Promise<void>;
  /** What shows once the page settled (default: a level-1 heading in main). */
  ready?: (page: Page) => Promise<void>;
  dialogs?: DialogCase[];
}

export const main = (page: Page) => page.getByRole('main');
export const button = (page: Page, name: string | RegExp) =>
  main(page)
    .getByRole('button', { name, exact: typeof name === 'string' })
    .first();

/** A row signed in as `user` with application `id` of `track` opened from the history first. */
export const opened = (scenario: string, user: number, track: 'ihc' | 'sp', id: number) => ({
  scenario,
  user,
  current: { track, id },
});

/** The header's dialogs (kit ApplicationDetailsHeader), on the IHC and SP application forms. */
export const UPDATE_DETAILS: DialogCase = {
  name: 'Update Details',
  open: (page) => button(page, 'Update Details').click(),
};

export const CANCEL_APPLICATION: DialogCase = {
  name: 'Cancel Application',
  open: (page) => button(page, 'Cancel Application').click(),
};

/** The terms accepted, Next: the form is saved and the Requirements List shows (intake §2). */
export const REQUIREMENTS_LIST: DialogCase = {
  name: 'Requirements List',
  open: async (page) => {
    await main(page)
      .getByRole('checkbox', { name: /I have read and agree to the Data Privacy Policy/ })
      .check();
    await button(page, 'Next').click();
  },
};

/**
 * Opening an application from the track's history that cannot go on: a notice instead of the application
 * (intake §4, §8: rejected or cancelled, on hold, rejected bulk, discarded bulk).
 */
export const historyNotice = (name: string, id: number): DialogCase => ({
  name,
  open: (page) => button(page, `Open application ${id}`).click(),
});

const DIALOGS = 'dialog[open], [role="dialog"], [role="alertdialog"]';

async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(main(page).getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
}

/** The first segment after /qce/ (`ihc`, `sp`, `recurring`, `faq`, ...). */
const trackOf = (path: string) => new URL(path, 'http://x').pathname.split('/')[2] ?? '';

/** The session's product a path sets (ADR 003: a track of another product is refused), if any. */
function productOf(path: string): string {
  const [, , track = '', lab = ''] = new URL(path, 'http://x').pathname.split('/');
  if (track === 'recurring') return `recurring ${lab}`;
  if (track === 'populate-primary-details') return 'sp';
  return ['ihc', 'sp'].includes(track) ? track : '';
}

const describeRow = (c: RouteCase) =>
  `${c.route} (${c.path})${c.dialogs ? ` with ${c.dialogs.map((d) => d.name).join(', ')}` : ''}`;

/**
 * While a dialog is open the page behind it cannot take the focus: neither by script (it is inert) nor by
 * Tab, which goes through the dialog (and out to the browser, never to the page).
 */
async function expectPageBehindInert(page: Page): Promise<void> {
  const focusedOutside = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return !!active && active !== document.body && !active.closest('dialog[open]');
    });
  const took = await page.evaluate(() => {
    const control = document.querySelector<HTMLElement>('main button, main a[href], main input');
    control?.focus();
    return !!control && document.activeElement === control;
  });
  expect(took, 'a control of the page behind took the focus').toBe(false);
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusedOutside(), `Tab ${i + 1} left the dialog`).toBe(false);
  }
}

/** Opens each dialog of a settled page, checks it on its own, closes it and checks where the focus went. */
async function checkDialogs(page: Page, ctx: Context, dialogs: DialogCase[]): Promise<void> {
  for (const dialog of dialogs) {
    await dialog.open(page, ctx);
    const opened = page
      .getByRole('dialog', { name: dialog.name, exact: true })
      .or(page.getByRole('alertdialog', { name: dialog.name, exact: true }));
    await expect(opened).toBeVisible();
    // The page behind was checked before; the dialog (a portal in body) on its own.
    await expectNoSeriousA11yViolations(page, { include: DIALOGS });
    await expectPageBehindInert(page);
    if (dialog.close) await dialog.close(page);
    else await page.keyboard.press('Escape');
    await expect(opened).toBeHidden();
    const focused = expect.poll(() => page.evaluate(() => document.activeElement?.tagName), {
      message: `focus after ${dialog.name} closed`,
    });
    // Opened by itself: the page's main gets the focus (kit Dialog), not <body>.
    if (dialog.opensItself) await focused.toBe('MAIN');
    // Otherwise it goes back to the control that opened it, not lost to <body>.
    else if (!dialog.close) await focused.not.toBe('BODY');
  }
}

/**
 * One test per group of rows of one applicant, application and track: one sign-in, the application
 * opened once. A row of another scenario resets the backend in between (the applicant's token and the
 * application id stay the same) and its page loads afresh. Groups spread over the workers, each worker
 * with its own portal.
 */
export function routeGate(routes: RouteCase[]): void {
  let portal: IsolatedPortal;
  let api: APIRequestContext;
  let users: SeededUser[] = [];

  test.describe.configure({ mode: 'parallel' });

  test.beforeAll(async ({ playwright }) => {
    portal = await startIsolatedPortal();
    api = await playwright.request.newContext({
      baseURL: portal.url,
      extraHTTPHeaders: staffKeyHeaders(),
    });
    users = await staffApi(api, portal.url).users();
  });
  test.afterAll(async () => {
    await api?.dispose();
    await portal?.stop();
  });

  /** Every group starts from its scenario (a group's staff steps and dialogs may change the records). */
  const reset = async (scenario: string): Promise<void> => {
    const response = await api.post('/__staff/reset', { data: { scenario } });
    expect(response.ok(), `reset ${scenario}`).toBe(true);
  };

  const groups = new Map<string, RouteCase[]>();
  for (const c of routes) {
    const key = `${c.user ?? 'no session'} ${c.current ? `${c.current.track} ${c.current.id}` : productOf(c.path)}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }

  for (const [key, rows] of groups) {
    test(`${rows.map(describeRow).join('; ')} [${key.trim()}]`, async ({ page }) => {
      // 15 s a page, 5 s a dialog (opened, checked, closed), with room for the sign-in.
      const dialogs = rows.reduce((n, c) => n + (c.dialogs?.length ?? 0), 0);
      test.setTimeout(30_000 + rows.length * 15_000 + dialogs * 5_000);
      const [first] = rows;
      if (!first) return;
      let scenario = first.scenario;
      await reset(scenario);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const user = users.find((u) => Number(u.userId) === first.user);
      const ctx: Context = { url: portal.url, api, user };
      const signedIn = first.user !== undefined;
      if (first.user !== undefined) {
        if (!user) throw new Error(`no seeded applicant ${first.user}`);
        await page.goto(`${portal.url}${signInPath(user)}`);
        await expect(page).toHaveURL((url) => !url.searchParams.has('token'));
      }
      if (first.current) {
        await page.goto(`${portal.url}/qce/${first.current.track}/applications`);
        await main(page)
          .getByRole('button', { name: `Open application ${first.current.id}` })
          .click();
        await expect(page).not.toHaveURL(/\/applications$/);
        await settled(page);
      }
      for (const c of rows) {
        await test.step(`${c.route} (${c.path}) [${c.scenario}]`, async () => {
          const reseeded = c.scenario !== scenario;
          if (reseeded) {
            scenario = c.scenario;
            await reset(scenario);
          }
          await c.prepare?.(ctx);
          if (c.visit) await c.visit(page, ctx);
          else {
            // Within a signed-in group and a track, the routers move without a reload (as a link
            // would); after a reset or staff steps, on another track or on the group's first page, a
            // full load.
            if (reseeded || c.prepare || !signedIn || trackOf(page.url()) !== trackOf(c.path)) {
              await page.goto(`${portal.url}${c.path}`);
            } else {
              await page.evaluate((path) => {
                window.history.pushState({}, '', path);
                window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
              }, c.path);
            }
          }
          await (c.ready ?? settled)(page);
          // The route itself (with its query, if any), not a redirect away from it: checked once the page
          // settled (a client-side redirect comes after the first paint).
          if (!c.visit) {
            await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === c.path);
          }
          await expectNoSeriousA11yViolations(page);
          await checkDialogs(page, ctx, c.dialogs ?? []);
        });
      }
      expect(errors, 'uncaught page errors').toEqual([]);
    });
  }
}
