#!/usr/bin/env node
/* global window, document, MutationObserver -- functions below run inside the page */
// `pnpm bench`: production build, then per route the JS bytes on the wire (gzip), LCP, CLS and total
// blocking time in headless Debian Chromium with 4x CPU throttling and a slow-4G profile, and the
// time until the shell's landing is usable while one remote hangs. Prints a table and writes it
// into docs/performance.md.
//
// Then Lighthouse 12 (mobile preset, its default simulated throttling, local Chromium) scores each route.
//
// Options: --rebuild (force a full production build), --skip-build (measure the dist folders as they are), --runs N (median of N loads, default 3),
//          --no-write (print only), --routes landing,ihc (only these routes; no hung-remote/CSV run, nothing written),
//          --scripts (list every script of each route), --no-lighthouse, --lighthouse-runs N (median score of N runs, default 1).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/apps.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { startPortal } from './lib/portal-server.mjs';
import { rosterBackendLines } from './lib/roster-bench.mjs';
import { CHROMIUM_ARGS, chromiumExecutable } from './lib/chromium.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
/** `--routes landing,ihc`: measure only these routes (lower-case labels); skips the hung-remote and CSV runs. */
const onlyRoutes = args.includes('--routes')
  ? String(args[args.indexOf('--routes') + 1] ?? '')
      .toLowerCase()
      .split(',')
  : null;
const log = (line) => console.log(`[bench] ${line}`);

/** The budgets (deploy/budgets.json; the e2e asserts the JS bytes). */
const budgets = JSON.parse(fs.readFileSync(path.join(repoRoot, 'deploy/budgets.json'), 'utf8'));
const BUDGET_LANDING_JS = budgets.landingJsBytes;
const BUDGET_ROUTE_JS = budgets.routeJsBytes;
const BUDGET_HUNG_USABLE_MS = budgets.hungRemoteUsableMs;
const BUDGET_LCP_MS = budgets.lcpMs;
const BUDGET_CLS = budgets.cls;
/** Lighthouse mobile performance score on the landing and each track's first page (issue 12). */
const BUDGET_LIGHTHOUSE = budgets.lighthouseScore;
const lighthouseRuns = Number(args[args.indexOf('--lighthouse-runs') + 1]) || 1;
/** Slow 4G as Lighthouse models it: ~400 kbps up and down, 400 ms RTT. */
const SLOW_4G = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1024) / 8,
  uploadThroughput: (400 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/**
 * Lighthouse 12 (root devDependency) against one URL: mobile form factor, simulated slow 4G and 4x CPU
 * (its defaults), performance category only, in a Chromium of its own (chrome-launcher).
 * @returns {Promise<{ score: number, fcp: number, lcp: number, tbt: number, cls: number, si: number }>}
 */
async function lighthouseRun(url) {
  const { default: lighthouse } = await import('lighthouse');
  const lhRequire = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
  const chromeLauncher = await import(lhRequire.resolve('chrome-launcher'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
    };
  } finally {
    await chrome.kill();
  }
}

const lighthouseVersion = () => createRequire(import.meta.url)('lighthouse/package.json').version;

/** The signed-in URL of a route: the portal reads userId and token from the query on first load. */
const signedInUrl = (portalUrl, route, user) =>
  user
    ? `${portalUrl}${route}${route.includes('?') ? '&' : '?'}userId=${encodeURIComponent(user.userId)}&token=${encodeURIComponent(user.token)}`
    : `${portalUrl}${route}`;

/** playwright-core's chromium, through the e2e package that depends on it. */
function loadChromium() {
  const require = createRequire(path.join(repoRoot, 'e2e/package.json'));
  return require('@playwright/test').chromium;
}

/** Collects LCP, CLS, long tasks and the moment the landing's cards appear. Runs before any page script. */
function installObservers() {
  const w = /** @type {any} */ (window);
  w.__bench = { lcp: 0, cls: 0, longTasks: [], fcp: 0, usableAt: 0 };
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({
        type,
        buffered: true,
      });
    } catch {
      /* unsupported entry type */
    }
  };
  observe('largest-contentful-paint', (e) => (w.__bench.lcp = e.renderTime || e.startTime));
  observe('layout-shift', (e) => {
    if (!e.hadRecentInput) w.__bench.cls += e.value;
  });
  observe('longtask', (e) => w.__bench.longTasks.push([e.startTime, e.duration]));
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') w.__bench.fcp = e.startTime;
  });
  const cards = [
    'Health Certificate',
    'Sanitary Permit',
    'Follow-up Laboratory',
    'Follow-up Water Analysis',
  ];
  const check = () => {
    if (w.__bench.usableAt) return;
    // The prerendered landing (#root[data-app-shell]) shows the cards before any script: usable means React has rendered (or hydrated) them.
    if (document.querySelector('[data-app-shell]')) return;
    const text = document.body?.innerText ?? '';
    if (cards.every((c) => text.includes(c))) w.__bench.usableAt = performance.now();
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-app-shell'],
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

async function signedInContext(browser, portalUrl, user) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(installObservers);
  const page = await context.newPage();
  if (user) {
    await page.goto(
      `${portalUrl}/qce/applications?userId=${encodeURIComponent(user.userId)}&token=${encodeURIComponent(user.token)}`,
    );
    await page.waitForLoadState('networkidle').catch(() => undefined);
  }
  return { context, page };
}

/** One cold load of `route` under throttling; returns bytes and timings. */
async function measure(browser, portalUrl, user, route, { throttle = true, hangRemote } = {}) {
  const { context, page } = await signedInContext(browser, portalUrl, user);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  if (hangRemote) await page.route(`**/remotes/${hangRemote}/**`, () => undefined);

  const scripts = new Map();
  const done = new Map();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => done.set(event.requestId, event.encodedDataLength));

  await page.goto(`${portalUrl}${route}`, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(1500);
  const metrics = await page.evaluate(() => {
    const b = /** @type {any} */ (window).__bench;
    const tbt = b.longTasks
      .filter(([start]) => start >= b.fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { lcp: b.lcp, cls: b.cls, tbt, usableAt: b.usableAt };
  });
  let jsBytes = 0;
  const perScript = [];
  for (const [id, url] of scripts) {
    jsBytes += done.get(id) ?? 0;
    perScript.push([new URL(url).pathname, done.get(id) ?? 0]);
  }
  await context.close();
  return { ...metrics, jsBytes, scriptCount: scripts.size, perScript };
}

/** The staff API's key header of the portal this bench started (issue 23: the staff API needs it). */
const staffHeaders = (portal) => (portal.staffKey ? { 'X-QCE-Staff-Key': portal.staffKey } : {});

async function pickDocumentId(portal) {
  try {
    const response = await fetch(`${portal.url}/__staff/applications`, {
      headers: staffHeaders(portal),
    });
    const body = await response.json();
    const list = Array.isArray(body) ? body : (body.data ?? body.applications ?? []);
    const withCertificate = list.find((a) => /completed|approved/i.test(String(a.status ?? '')));
    return String(
      (withCertificate ?? list[0])?.id ?? (withCertificate ?? list[0])?.applicationId ?? 1,
    );
  } catch {
    return '1';
  }
}

async function pickUser(portal) {
  try {
    const response = await fetch(`${portal.url}/__staff/users`, { headers: staffHeaders(portal) });
    const body = await response.json();
    const users = Array.isArray(body) ? body : (body.data ?? body.users ?? []);
    return users[0];
  } catch {
    return undefined;
  }
}

/**
 * Issue 9 (mf-ihc bulk): the 10,000-row roster CSV check in Chromium at 4x CPU, run as its own
 * script (mf-ihc/src/features/bulk/bench/csv-bench.mjs) against the composed portal served here,
 * signed in as `user` (a production remote runs only under the shell: ADR 007). Returns report lines.
 */
async function bulkCsvLines(portalUrl, user) {
  const script = path.join(repoRoot, 'mf-ihc/src/features/bulk/bench/csv-bench.mjs');
  // Asynchronous: the portal it measures is served by this process (a spawnSync would block it).
  const run = await promisify(execFile)(process.execPath, [script], {
    encoding: 'utf8',
    timeout: 300000,
    maxBuffer: 16 * 1024 * 1024,
    env: {
      ...process.env,
      QCE_PORTAL_SIGN_IN_URL: signedInUrl(portalUrl, '/qce/ihc/applications', user),
    },
  }).catch((error) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? String(error) }));
  let result;
  try {
    result = JSON.parse((run.stdout ?? '').trim().split('\n').pop() ?? '');
  } catch {
    log(`bulk CSV bench failed: ${(run.stderr ?? '').trim().split('\n').slice(-12).join('\n')}`);
    return ['', 'Bulk CSV roster (10,000 rows): bench failed, see the log.'];
  }
  log(`bulk CSV: ${JSON.stringify(result)}`);
  return [
    '',
    `Bulk CSV roster, ${result.rows} rows checked in the web worker + 50-row validation batches, 4x CPU: **${result.wallMs} ms**, longest main-thread task **${result.longestTaskMs} ms** (budget ${result.budgetMs} ms: ${result.withinBudget ? 'ok' : 'OVER'}).`,
  ];
}

function writeReport(table, summary) {
  const file = path.join(repoRoot, 'docs/performance.md');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const block = `${start}\n${table}\n\n${summary}\n${end}`;
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const next =
    existing.includes(start) && existing.includes(end)
      ? existing.replace(new RegExp(`${start}[\\s\\S]*${end}`), block)
      : `${existing.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
  log(`wrote ${path.relative(repoRoot, file)}`);
}

async function main() {
  if (args.includes('--skip-build') || process.env.QCE_SKIP_BUILD === '1')
    log('using the existing dist folders');
  else await ensureBuilt({ force: args.includes('--rebuild'), log });
  const loadAtStart = os.loadavg()[0];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qce-bench-'));
  const portal = await startPortal({ port: 0, dataFile: path.join(dataDir, 'data.json'), log });
  const browser = await loadChromium().launch({
    executablePath: chromiumExecutable,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const user = await pickUser(portal);
    if (!user) log('no seeded applicant from /__staff/users: routes load without a session');
    const documentId = await pickDocumentId(portal);
    const routes = [
      { label: 'landing', route: '/qce/applications', budget: BUDGET_LANDING_JS, scored: true },
      { label: 'IHC', route: '/qce/ihc/applications', budget: BUDGET_ROUTE_JS, scored: true },
      { label: 'SP', route: '/qce/sp/applications', budget: BUDGET_ROUTE_JS, scored: true },
      {
        label: 'SHL',
        route: '/qce/recurring/shl/applications',
        budget: BUDGET_ROUTE_JS,
        scored: true,
      },
      { label: 'documents', route: `/qce/documents/${documentId}`, budget: BUDGET_ROUTE_JS },
    ].filter(({ label }) => !onlyRoutes || onlyRoutes.includes(label.toLowerCase()));

    const rows = [];
    for (const { label, route, budget, scored } of routes) {
      const samples = [];
      for (let i = 0; i < runs; i += 1)
        samples.push(await measure(browser, portal.url, user, route));
      const row = {
        label,
        route,
        jsBytes: median(samples.map((s) => s.jsBytes)),
        scripts: median(samples.map((s) => s.scriptCount)),
        lcp: median(samples.map((s) => s.lcp)),
        cls: median(samples.map((s) => s.cls)),
        tbt: median(samples.map((s) => s.tbt)),
        budget,
        scored: !!scored,
      };
      rows.push(row);
      if (args.includes('--scripts')) {
        for (const [url, bytes] of samples[0].perScript.sort((a, b) => b[1] - a[1]))
          log(`  ${kb(bytes).padStart(9)}  ${url}`);
      }
      log(
        `${label}: ${kb(row.jsBytes)} JS (${row.scripts} scripts), LCP ${ms(row.lcp)}, TBT ${ms(row.tbt)}, CLS ${row.cls.toFixed(3)}`,
      );
    }

    // Lighthouse after the CDP runs (its own Chromium; the median score of --lighthouse-runs runs).
    const lighthouseRows = [];
    if (!args.includes('--no-lighthouse')) {
      for (const row of rows) {
        const results = [];
        for (let i = 0; i < lighthouseRuns; i += 1) {
          try {
            results.push(await lighthouseRun(signedInUrl(portal.url, row.route, user)));
          } catch (error) {
            log(`lighthouse ${row.label}: ${error instanceof Error ? error.message : error}`);
          }
        }
        if (results.length === 0) continue;
        const pick = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)];
        lighthouseRows.push({ ...row, lh: pick });
        log(
          `lighthouse ${row.label}: ${pick.score} (FCP ${ms(pick.fcp)}, LCP ${ms(pick.lcp)}, TBT ${ms(pick.tbt)}, CLS ${pick.cls.toFixed(3)}, SI ${ms(pick.si)})`,
        );
      }
    }

    if (onlyRoutes) {
      log('--routes: no hung-remote or CSV run, docs/performance.md left alone');
      return;
    }
    // The landing while the SP remote hangs: unthrottled (the budget) and throttled (for reference).
    const hung = [];
    const hungThrottled = [];
    for (let i = 0; i < runs; i += 1) {
      hung.push(
        await measure(browser, portal.url, user, '/qce/applications', {
          throttle: false,
          hangRemote: 'sp',
        }),
      );
      hungThrottled.push(
        await measure(browser, portal.url, user, '/qce/applications', { hangRemote: 'sp' }),
      );
    }
    const hungMs = median(hung.map((s) => s.usableAt));
    const hungThrottledMs = median(hungThrottled.map((s) => s.usableAt));
    log(
      `landing usable with /remotes/sp/ hanging: ${ms(hungMs)} (throttled: ${ms(hungThrottledMs)})`,
    );

    const status = (ok) => (ok ? 'ok' : '**over**');
    const mark = (ok) => (ok ? '' : ' **over**');
    const header =
      '| route | path | JS on the wire (gzip) | scripts | budget | LCP (budget 1.8 s) | TBT | CLS (budget 0.1) |\n|---|---|---:|---:|---|---:|---:|---:|';
    const body = rows
      .map(
        (r) =>
          `| ${r.label} | \`${r.route.replace(documentId, '<id>')}\` | ${kb(r.jsBytes)} | ${r.scripts} | ${kb(r.budget)} ${status(r.jsBytes <= r.budget)} | ${ms(r.lcp)}${mark(r.lcp <= BUDGET_LCP_MS)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)}${mark(r.cls <= BUDGET_CLS)} |`,
      )
      .join('\n');
    const lighthouseTable =
      lighthouseRows.length === 0
        ? 'Lighthouse: not run (--no-lighthouse) or failed, see the log.'
        : [
            `Lighthouse ${lighthouseVersion()} performance, mobile preset (simulated slow 4G, 4x CPU), local headless Chromium, median of ${lighthouseRuns} run(s):`,
            '',
            '| route | score | budget | FCP | LCP | TBT | CLS | Speed Index |',
            '|---|---:|---|---:|---:|---:|---:|---:|',
            ...lighthouseRows.map(
              (r) =>
                `| ${r.label} | ${r.lh.score} | ${r.scored ? `${BUDGET_LIGHTHOUSE} ${status(r.lh.score >= BUDGET_LIGHTHOUSE)}` : 'reported'} | ${ms(r.lh.fcp)} | ${ms(r.lh.lcp)} | ${ms(r.lh.tbt)} | ${r.lh.cls.toFixed(3)} | ${ms(r.lh.si)} |`,
            ),
          ].join('\n');
    const summary = [
      lighthouseTable,
      '',
      `Landing usable (four cards rendered) while \`/remotes/sp/\` hangs: **${ms(hungMs)}** without throttling (budget ${ms(BUDGET_HUNG_USABLE_MS)}: ${status(hungMs > 0 && hungMs <= BUDGET_HUNG_USABLE_MS)}), ${ms(hungThrottledMs)} under slow 4G + 4x CPU.`,
      ...(await bulkCsvLines(portal.url, user)),
      ...(await rosterBackendLines(portal.url, log)),
      '',
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, median of ${runs} cold loads each, headless Chromium ${browser.version()}, ${os.cpus().length} cores (1-minute load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end: timings are only comparable at similar load), slow 4G (400 kbps, 400 ms RTT) and 4x CPU throttling via CDP, viewport 412x823; JS bytes = encoded (gzip) size of every script response, mock API on the same origin.`,
    ].join('\n');
    const table = `${header}\n${body}`;
    console.log(`\n${table}\n\n${summary}\n`);
    if (!args.includes('--no-write')) writeReport(table, summary);
    const failed =
      rows.some((r) => r.jsBytes > r.budget) ||
      !(hungMs > 0 && hungMs <= BUDGET_HUNG_USABLE_MS) ||
      lighthouseRows.some((r) => r.scored && r.lh.score < BUDGET_LIGHTHOUSE);
    if (failed) log('some budgets are exceeded (see the table)');
  } finally {
    await browser.close();
    await portal.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[bench] ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exit(1);
});
