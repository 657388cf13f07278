/* global window, document, requestAnimationFrame -- installUsableProbe runs inside the page */
// Issue 22 item 5: the time until each first page is usable, its transfer floor and their ratio, and the
// second visit's usable time, under Lighthouse's mobile profile as DevTools applies it. Used by deploy/bench.mjs.
import { createRequire } from 'node:module';

/**
 * Lighthouse 12's `mobileSlow4G` applied as its DevTools throttling does (core/lib/emulation.js:
 * request latency 150 ms x 3.75 = 562.5 ms, 1.6 Mbps x 0.9 = 1474.56 kbps down, 675 kbps up, kbps x 1024 / 8
 * bytes/s, floored), read from the installed Lighthouse so the two never drift apart.
 */
function lighthouseMobileNetwork() {
  const { throttling } = createRequire(import.meta.url)('lighthouse/core/config/constants.js');
  const t = throttling.mobileSlow4G;
  return {
    offline: false,
    latency: t.requestLatencyMs,
    downloadThroughput: Math.floor((t.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((t.uploadThroughputKbps * 1024) / 8),
  };
}

export const MOBILE_NETWORK = lighthouseMobileNetwork();
export const MOBILE_CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (412x823 at 1.75 device pixels, touch). */
export const MOBILE_SCREEN = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Issue 22's floor: 2 RTT + every byte of the same load at the profile's throughput (ms). */
export const floorMs = (bytes) =>
  2 * MOBILE_NETWORK.latency + (bytes / MOBILE_NETWORK.downloadThroughput) * 1000;

/** Issue 22's goals: usable within 1.5x the floor (landing 1.3x); a second visit within 1.5 s. */
export const GOAL_RATIO = { landing: 1.3, default: 1.5 };
export const GOAL_SECOND_VISIT_MS = 1500;
export const goalRatio = (kind) => GOAL_RATIO[kind] ?? GOAL_RATIO.default;

/**
 * What "usable" means per page (issue 22), the texts the pages render (shared-kit/domain/src/messages,
 * mf-certificates/src/config/labels.ts): checked on every animation frame from navigation start.
 */
const PAGE_TEXT = {
  cardLinks: [
    'Open Health Certificate',
    'Open Sanitary Permit',
    'Open Follow-up Laboratory',
    'Open Follow-up Water Analysis',
  ],
  apply: 'Apply',
  noHistory: 'No existing history',
  requestForm: 'Request a follow-up',
  followUpList: 'Ongoing follow-up applications',
  certificateNumber: 'Certificate No.',
};

/**
 * Runs in the page before any of its scripts (an init script, every document of the context): stores
 * the session the sign-in hand-off would store (sessionStorage `userID`, localStorage `token`, as
 * shell/src/lib/session/query-hand-off.ts does), so the measured load is the first one of the context;
 * records LCP; and polls the page's usable condition on every animation frame, recording
 * `performance.now()` (ms since navigation start) the first time it holds, else what is still missing.
 */
function installUsableProbe({ kind, session, text: T }) {
  if (window.top !== window) return;
  if (session) {
    try {
      sessionStorage.setItem('userID', String(session.userId));
      localStorage.setItem('token', String(session.token));
    } catch {
      /* storage unavailable: the page loads signed out */
    }
  }
  const w = /** @type {any} */ (window);
  const probe = (w.__usable = { at: 0, lcp: 0, missing: 'no frame yet' });
  try {
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => (probe.lcp = e.renderTime || e.startTime)),
    ).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    /* no LCP entries */
  }
  const textOf = (el) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  /** Nothing still loading: no busy region, no "Loading" status or text in the page. */
  const stillLoading = (main) => {
    if (document.querySelector('[aria-busy="true"]')) return 'a region is aria-busy';
    const status = [...document.querySelectorAll('[role="status"]')].find((s) =>
      /loading/i.test(`${s.getAttribute('aria-label') ?? ''} ${textOf(s)}`),
    );
    if (status) return `status "${status.getAttribute('aria-label') ?? textOf(status)}"`;
    if (/Loading/.test(main.textContent ?? '')) return '"Loading" in the page';
    return '';
  };
  /** A table's body shows its rows, or only the given empty text (never "Loading…" or a Try again). */
  const tableReady = (table, emptyText) => {
    const body = table.tBodies[0];
    if (!body || body.rows.length === 0) return false;
    const only = body.rows.length === 1 && body.rows[0].cells.length === 1 ? body.rows[0] : null;
    return !only || textOf(only) === emptyText;
  };
  const checks = {
    // React has taken over the prerendered landing (mount.tsx drops #root[data-app-shell] in an effect
    // after the hydration commit, so the cards' handlers are attached) and the four card links are there.
    landing(main) {
      const root = document.getElementById('root');
      if (!root || root.hasAttribute('data-app-shell')) return 'React has not taken over #root yet';
      const links = [...main.querySelectorAll('a')].map(textOf);
      const absent = T.cardLinks.filter((name) => !links.includes(name));
      return absent.length ? `card links ${absent.join(', ')}` : '';
    },
    // IHC and SP: Apply enabled and every history table loaded (rows or 'No existing history').
    track(main) {
      const apply = [...main.querySelectorAll('button')].find((b) => textOf(b) === T.apply);
      if (!apply) return 'Apply button';
      if (apply.disabled) return 'Apply enabled';
      const tables = [...main.querySelectorAll('table')];
      if (tables.length === 0) return 'history table';
      if (!tables.every((t) => tableReady(t, T.noHistory))) return 'history rows';
      return stillLoading(main);
    },
    // SHL: the request form and the follow-up list.
    shl(main) {
      if (!main.querySelector(`form[aria-label="${T.requestForm}"]`)) return 'request form';
      const list = [...main.querySelectorAll('table')].find(
        (t) => textOf(t.caption) === T.followUpList,
      );
      if (!list) return 'follow-up list';
      if (!list.tBodies[0]?.rows.length) return 'follow-up rows';
      return stillLoading(main);
    },
    // Documents: a non-empty certificate number and a QR code (an <svg> with its <title> in a <figure>).
    documents(main) {
      const numbered = [...main.querySelectorAll('dt')].some(
        (dt) => textOf(dt) === T.certificateNumber && textOf(dt.nextElementSibling) !== '',
      );
      if (!numbered) return 'certificate number';
      if (!main.querySelector('figure svg title')) return 'QR code';
      return stillLoading(main);
    },
  };
  const check = checks[kind];
  const tick = () => {
    if (probe.at) return;
    const main = document.querySelector('main');
    const missing = main ? check(main) : 'main';
    if (missing) {
      probe.missing = missing;
      requestAnimationFrame(tick);
    } else {
      probe.at = performance.now();
      probe.missing = '';
    }
  };
  requestAnimationFrame(tick);
}

/** Applies the profile to the page's target (again before each navigation: cheap, and survives process swaps). */
async function throttle(cdp) {
  await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
}

/**
 * Navigates and waits until the page is usable, then until the network is quiet; returns the usable time,
 * LCP and every request of the load with its encoded size (CDP `Network.loadingFinished`, headers included).
 */
async function loadOnce(page, cdp, url, { timeoutMs }) {
  const requests = new Map();
  const onRequest = (e) =>
    requests.set(e.requestId, { url: e.request.url, bytes: 0, done: false, start: e.timestamp });
  const onCached = (e) => {
    const r = requests.get(e.requestId);
    if (r) r.cached = true;
  };
  const onFinished = (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { bytes: e.encodedDataLength, done: true, at: e.timestamp });
  };
  const onFailed = (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { done: true, failed: true });
  };
  cdp.on('Network.requestWillBeSent', onRequest);
  cdp.on('Network.requestServedFromCache', onCached);
  cdp.on('Network.loadingFinished', onFinished);
  cdp.on('Network.loadingFailed', onFailed);
  try {
    await throttle(cdp);
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    let usable = true;
    await page
      .waitForFunction(() => /** @type {any} */ (window).__usable?.at > 0, undefined, {
        polling: 100,
        timeout: timeoutMs,
      })
      .catch(() => (usable = false));
    // The rest of the load (requests the page still makes after it is usable belong to it too).
    const quietSince = { at: Date.now() };
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const open = [...requests.values()].some((r) => !r.done);
      if (open) quietSince.at = Date.now();
      else if (Date.now() - quietSince.at >= 1500) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const probe = await page.evaluate(() => {
      const p = /** @type {any} */ (window).__usable;
      return { at: p.at, lcp: p.lcp, missing: p.missing };
    });
    const list = [...requests.values()].filter((r) => !r.url.startsWith('data:'));
    const origin = list[0]?.start ?? 0;
    // When the page's reads have all answered from the network: on a second visit the page may show the
    // answers its tab kept (usable) before it has read them again (fresh).
    const reads = list.filter((r) => new URL(r.url).pathname.startsWith('/api/') && r.at);
    const readsDoneMs = Math.max(0, ...reads.map((r) => (r.at - origin) * 1000));
    return {
      waterfall: list.map((r) => ({
        url: r.url,
        startMs: (r.start - origin) * 1000,
        endMs: r.at ? (r.at - origin) * 1000 : NaN,
        bytes: r.bytes,
        cached: Boolean(r.cached),
      })),
      usableMs: usable ? probe.at : NaN,
      freshMs: usable ? Math.max(probe.at, readsDoneMs) : NaN,
      missing: usable ? '' : probe.missing,
      lcpMs: probe.lcp,
      requests: list.length,
      fromCache: list.filter((r) => r.cached).length,
      bytes: list.reduce((sum, r) => sum + r.bytes, 0),
      list,
    };
  } finally {
    cdp.off('Network.requestWillBeSent', onRequest);
    cdp.off('Network.requestServedFromCache', onCached);
    cdp.off('Network.loadingFinished', onFinished);
    cdp.off('Network.loadingFailed', onFailed);
  }
}

/**
 * After the landing counts as usable: a card link responds with a client-side navigation (the URL
 * changes, the document stays: a marker set on window survives). Verifies that the landing's
 * condition means what it claims; not timed.
 */
async function landingCardResponds(page) {
  await page.evaluate(() => /** @type {any} */ (window.__sameDocument = true));
  const before = page.url();
  await page.getByRole('link', { name: PAGE_TEXT.cardLinks[0] }).click({ timeout: 10_000 });
  await page.waitForURL((url) => url.href !== before, { timeout: 10_000 }).catch(() => undefined);
  return page.evaluate(
    (start) =>
      window.location.href !== start && /** @type {any} */ (window).__sameDocument === true,
    before,
  );
}

/**
 * One cold load of `route` in a fresh browser context (empty HTTP cache, the session stored by an init
 * script: no hand-off navigation warms the cache), then a second navigation to it in the same context
 * (warm HTTP cache).
 */
export async function usableRun(browser, url, { kind, user, timeoutMs = 90_000, verifyCard }) {
  const context = await browser.newContext(MOBILE_SCREEN);
  try {
    await context.addInitScript(installUsableProbe, {
      kind,
      session: user ? { userId: user.userId, token: user.token } : null,
      text: PAGE_TEXT,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const cold = await loadOnce(page, cdp, url, { timeoutMs });
    const second = await loadOnce(page, cdp, url, { timeoutMs });
    const cardResponds =
      verifyCard && kind === 'landing' ? await landingCardResponds(page).catch(() => false) : null;
    return { cold, second, cardResponds };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const finite = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (finite.length < values.length) return NaN;
  return finite[Math.floor(finite.length / 2)] ?? NaN;
};

/**
 * Runs `runs` cold loads (each with its second visit) of every page; `pages` are
 * `{ label, kind, route }`. Returns one row per page with medians.
 */
export async function usableBench(browser, portalUrl, user, pages, { runs = 3, log }) {
  const rows = [];
  for (const { label, kind, route } of pages) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const run = await usableRun(browser, `${portalUrl}${route}`, {
        kind,
        user,
        verifyCard: i === 0,
      });
      const { cold, second } = run;
      const floor = floorMs(cold.bytes);
      samples.push({ ...run, floor });
      log(
        `usable ${label} #${i + 1}: ${Number.isFinite(cold.usableMs) ? `${Math.round(cold.usableMs)} ms` : `not usable (missing: ${cold.missing})`}, floor ${Math.round(floor)} ms (${cold.requests} requests, ${(cold.bytes / 1024).toFixed(1)} KB), LCP ${Math.round(cold.lcpMs)} ms; second visit ${Number.isFinite(second.usableMs) ? `${Math.round(second.usableMs)} ms, reads answered ${Math.round(second.freshMs)} ms` : `not usable (missing: ${second.missing})`} (${second.requests} requests, ${second.fromCache} from cache, ${(second.bytes / 1024).toFixed(1)} KB)${run.cardResponds === null ? '' : `; card link navigates client-side: ${run.cardResponds ? 'yes' : 'NO'}`}`,
      );
    }
    const usable = median(samples.map((s) => s.cold.usableMs));
    const floor = median(samples.map((s) => s.floor));
    rows.push({
      label,
      kind,
      route,
      usable,
      floor,
      ratio: usable / floor,
      goal: goalRatio(kind),
      lcp: median(samples.map((s) => s.cold.lcpMs)),
      requests: median(samples.map((s) => s.cold.requests)),
      bytes: median(samples.map((s) => s.cold.bytes)),
      second: median(samples.map((s) => s.second.usableMs)),
      secondFresh: median(samples.map((s) => s.second.freshMs)),
      cardResponds: samples[0].cardResponds,
      missing: samples.map((s) => s.cold.missing || s.second.missing).find(Boolean) ?? '',
    });
  }
  return rows;
}

const seconds = (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : 'n/a');
const verdict = (ok) => (ok ? 'ok' : '**over**');

/**
 * `pnpm bench -- --waterfall`: one cold load of each page and its second visit, every request with when it started and ended
 * (ms from the document request) and its bytes: shows which requests wait for which.
 */
export async function usableWaterfall(browser, portalUrl, user, pages, { log }) {
  for (const { label, kind, route } of pages) {
    const run = await usableRun(browser, `${portalUrl}${route}`, { kind, user });
    for (const [visit, load] of [
      ['cold', run.cold],
      ['second visit', run.second],
    ]) {
      log(
        `waterfall ${label} (${visit}): usable at ${Math.round(load.usableMs)} ms, reads answered at ${Math.round(load.freshMs)} ms, ${load.requests} requests`,
      );
      for (const r of load.waterfall) {
        const path = r.url.replace(portalUrl, '');
        log(
          `  ${String(Math.round(r.startMs)).padStart(6)} -> ${String(Math.round(r.endMs)).padStart(6)} ms ${String(r.bytes).padStart(7)} B${r.cached ? ' (cache)' : ''}  ${path}`,
        );
      }
    }
  }
}

/** The lead table of docs/performance.md (markdown). */
export function usableTable(rows) {
  return [
    '| page | usable | floor | usable / floor (goal) | LCP | requests | second visit (goal 1.5 s) | second visit, reads answered |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => {
      const ratio = Number.isFinite(r.ratio)
        ? `${r.ratio.toFixed(2)}x (${r.goal}x ${verdict(r.ratio <= r.goal)})`
        : `n/a (missing: ${r.missing})`;
      const second = Number.isFinite(r.second)
        ? `${seconds(r.second)} ${verdict(r.second <= GOAL_SECOND_VISIT_MS)}`
        : `n/a (missing: ${r.missing})`;
      return `| ${r.label} | ${seconds(r.usable)} | ${seconds(r.floor)} | ${ratio} | ${seconds(r.lcp)} | ${r.requests} | ${second} | ${seconds(r.secondFresh)} |`;
    }),
  ].join('\n');
}
