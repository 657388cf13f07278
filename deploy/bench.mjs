#!/usr/bin/env node
/* global window, document, MutationObserver -- functions below run inside the page */
// `pnpm bench`: production build, then first the usable time of each first page (issue 22: the time until
// a person can act, its transfer floor and their ratio, and the second visit, under Lighthouse's mobile
// profile as DevTools applies it; deploy/lib/usable-bench.mjs), written as the lead table of
// docs/performance.md. Then per route the JS bytes on the wire (gzip), LCP, CLS and total blocking time in
// headless Debian Chromium with 4x CPU throttling and a slow-4G profile, and the time until the shell's
// landing is usable while one remote hangs. Prints the tables and writes them into docs/performance.md.
//
// Then Lighthouse 12 (mobile preset, its default simulated throttling, local Chromium) scores each route.
//
// Options: --rebuild (force a full production build), --skip-build (measure the dist folders as they are), --runs N (median of N loads, default 3),
//          --usable-only (only the usable-time table: about 4 minutes), --no-write (print only),
//          --waterfall (one cold load per page, each request's start and end: what waits for what),
//          --routes landing,ihc (only these routes; no hung-remote/CSV run, nothing written),
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
import {
  GOAL_SECOND_VISIT_MS,
  MOBILE_CPU_SLOWDOWN,
  MOBILE_NETWORK,
  usableBench,
  usableTable,
  usableWaterfall,
} from './lib/usable-bench.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
/** `--routes landing,ihc`: measure only these routes (lower-case labels); skips the hung-remote and CSV runs. */
const onlyRoutes = args.includes('--routes')
  ? String(args[args.indexOf('--routes') + 1] ?? '')
      .toLowerCase()
      .split(',')
  : null;
const log = (line) => console.log(`[bench] ${line}`);
/** `--usable-only`: only issue 22's usable-time table (no JS-bytes/LCP runs, Lighthouse, hung remote or CSV). */
const usableOnly = args.includes('--usable-only');

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

/** A completed (or approved) application, the signed-in applicant's when there is one (its documents show the certificate). */
async function pickDocumentId(portal, user) {
  try {
    const response = await fetch(`${portal.url}/__staff/applications`, {
      headers: staffHeaders(portal),
    });
    const body = await response.json();
    const list = Array.isArray(body) ? body : (body.data ?? body.applications ?? []);
    const issued = list.filter((a) => /completed|approved/i.test(String(a.status ?? '')));
    const withCertificate =
      issued.find((a) => user && String(a.userId) === String(user.userId)) ?? issued[0];
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

/** What is served and measured: the apps, the kit, the mock API and the portal server (not the bench itself). */
const SERVED_SOURCES = [
  'shell',
  'shared-kit',
  'mf-*',
  'mock-api',
  'deploy/lib/portal-server.mjs',
  'deploy/lib/security-headers.mjs',
  'deploy/registry',
];

/** The commit measured: HEAD right after the build, and whether served sources had uncommitted changes then. */
async function commitInfo() {
  const git = (...gitArgs) =>
    promisify(execFile)('git', gitArgs, { cwd: repoRoot }).then(
      ({ stdout }) => stdout.trim(),
      () => '',
    );
  const head = await git('rev-parse', '--short', 'HEAD');
  const dirty = (await git('status', '--porcelain', '--', ...SERVED_SOURCES))
    .split('\n')
    .filter(Boolean).length;
  return dirty
    ? `${head || 'unknown'} plus ${dirty} uncommitted file(s) of the apps, kit, mock API or server (other work in the tree at build time)`
    : head || 'unknown';
}

/** Issue 22's lead table: usable time, floor, their ratio, LCP, requests, second visit; with its definitions. */
function usableReport(rows, { browserVersion, loadStart, loadEnd, commit }) {
  const net = MOBILE_NETWORK;
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const load = (l) => l.map((v) => v.toFixed(2)).join(', ');
  return [
    `## Usable time, floor and second visit (issue 22)`,
    '',
    `Measured ${when} UTC at ${commit}, median of ${runs} cold loads per page, headless Chromium ${browserVersion}, ${os.cpus().length} cores. **Load average ${load(loadStart)} (1, 5, 15 min) at the start, ${load(loadEnd)} at the end: a shared, loaded machine**, so the times are higher than on a quiet one; compare ratios between runs at similar load only.`,
    '',
    usableTable(rows),
    '',
    `Goals (issue 22): usable within 1.5x the floor (landing 1.3x), a second visit within ${GOAL_SECOND_VISIT_MS / 1000} s; shown next to each value, never failing the bench.`,
    '',
    `- **Profile**: viewport 412x823 (1.75 device pixels, mobile, touch), Lighthouse ${lighthouseVersion()}'s mobile network as its DevTools throttling applies it: CDP \`Network.emulateNetworkConditions\` latency ${net.latency} ms, download ${net.downloadThroughput} bytes/s (1474.56 kbps = 1.44 Mbps), upload ${net.uploadThroughput} bytes/s (675 kbps), and \`Emulation.setCPUThrottlingRate\` ${MOBILE_CPU_SLOWDOWN}.`,
    `- **Cold load**: a fresh browser context (empty HTTP cache) per load; the session the sign-in hand-off would store (sessionStorage \`userID\`, localStorage \`token\`) is set by an init script, so the measured navigation is the context's first (no hand-off load warms the cache). Signed in as the first seeded applicant; the documents page is that applicant's completed application.`,
    `- **Usable**: \`performance.now()\` (ms since navigation start) on the first animation frame where the page's condition holds, polled every frame by an init script. Landing: \`#root\` has lost \`data-app-shell\` (the shell drops it in an effect after React's hydration commit, so the cards' handlers are attached) and the four "Open …" card links are there; the first run of each set also clicks "Open Health Certificate" and checks the navigation is client-side (same document). IHC and SP: the "Apply" button is enabled and every history table shows rows or only "No existing history". SHL: the "Request a follow-up" form and the "Ongoing follow-up applications" table with its rows or its empty text. Documents: a non-empty "Certificate No." and a QR code (\`figure svg\` with its title). IHC, SP, SHL and documents also need no \`aria-busy="true"\`, no "Loading" status and no "Loading" text in \`main\`.`,
    `- **Floor**: 2 RTT (2 x ${net.latency} ms) + all bytes of the same load / ${net.downloadThroughput} bytes/s; bytes = the sum of CDP \`Network.loadingFinished\` \`encodedDataLength\` (headers included) of every request of the load, until the network has been quiet for 1.5 s after the page became usable. Requests = that count. usable / floor = median usable / median floor.`,
    `- **LCP**: the cold load's largest contentful paint. **Second visit**: the same context navigates to the page again (warm HTTP cache, throttling still on); its usable time, same condition (the page may show the answers its tab kept, ADR 017), and when its reads had all answered from the network again (**reads answered**).`,
  ].join('\n');
}

/** Writes the usable-time block as the lead of docs/performance.md (right under its title). */
function writeUsableReport(block) {
  const file = path.join(repoRoot, 'docs/performance.md');
  const start = '<!-- usable:start -->';
  const end = '<!-- usable:end -->';
  const marked = `${start}\n${block}\n${end}`;
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  let next;
  if (existing.includes(start) && existing.includes(end))
    next = existing.replace(new RegExp(`${start}[\\s\\S]*${end}`), () => marked);
  else {
    const [title, ...rest] = existing.split('\n');
    next = `${title}\n\n${marked}\n\n${rest.join('\n').trimStart()}`;
  }
  fs.writeFileSync(file, next);
  log(`wrote the usable-time table into ${path.relative(repoRoot, file)}`);
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
  const skipBuild = args.includes('--skip-build') || process.env.QCE_SKIP_BUILD === '1';
  if (skipBuild) log('using the existing dist folders');
  else await ensureBuilt({ force: args.includes('--rebuild'), log });
  const commit = `${await commitInfo()}${skipBuild ? ' (dist folders not rebuilt: --skip-build)' : ''}`;
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
    const documentId = await pickDocumentId(portal, user);
    const routes = [
      {
        label: 'landing',
        kind: 'landing',
        route: '/qce/applications',
        budget: BUDGET_LANDING_JS,
        scored: true,
      },
      {
        label: 'IHC',
        kind: 'track',
        route: '/qce/ihc/applications',
        budget: BUDGET_ROUTE_JS,
        scored: true,
      },
      {
        label: 'SP',
        kind: 'track',
        route: '/qce/sp/applications',
        budget: BUDGET_ROUTE_JS,
        scored: true,
      },
      {
        label: 'SHL',
        kind: 'shl',
        route: '/qce/recurring/shl/applications',
        budget: BUDGET_ROUTE_JS,
        scored: true,
      },
      {
        label: 'documents',
        kind: 'documents',
        route: `/qce/documents/${documentId}`,
        budget: BUDGET_ROUTE_JS,
      },
    ].filter(({ label }) => !onlyRoutes || onlyRoutes.includes(label.toLowerCase()));

    if (args.includes('--waterfall')) {
      await usableWaterfall(browser, portal.url, user, routes, { log });
      return;
    }
    // Issue 22: usable time, floor and second visit first (the lead table), on the least-disturbed machine.
    const loadStart = os.loadavg();
    const usableRows = await usableBench(browser, portal.url, user, routes, { runs, log });
    const usableBlock = usableReport(usableRows, {
      browserVersion: browser.version(),
      loadStart,
      loadEnd: os.loadavg(),
      commit,
    });
    console.log(`\n${usableBlock}\n`);
    if (!args.includes('--no-write') && !onlyRoutes) writeUsableReport(usableBlock);
    if (usableOnly) return;

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
