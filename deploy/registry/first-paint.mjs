// Track-owned first paint (issue 21 item 7): the shell's prerendered route HTML (ADR 008) gets the page
// region of the track's LIVE release, read from that release's first-paint.json at request time, so a
// track's heading ships with its release. Used by both servers: deploy/lib/portal-server.mjs, and the
// registry service behind nginx (deploy/registry/router.mjs, GET /__first-paint/qce/...).
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { EARLY_READS_SCRIPT } from './early-reads.mjs';

const REFRESH_MS = 30_000;
/** The page region of a prerendered route: the content of the shell's Suspense boundary. */
const PAGE_REGION = /<!--\$-->[\s\S]*?<!--\/\$-->/;

/** `/qce/documents/1001` -> `/qce/documents/_id`; a track page's path as it is, trailing slash dropped. */
export function firstPaintKey(pathname) {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return /^\/qce\/documents\/[A-Za-z0-9-]+$/.test(normalized) ? '/qce/documents/_id' : normalized;
}

/** JSON inside a `<script type="application/json">`: no `</script>` or comment can end it early. */
const inlineJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The boot data block the shell reads (shell/src/lib/boot-data.ts): data, never executed. */
const bootScript = (boot) =>
  `<script type="application/json" id="qce-boot">${inlineJson(boot)}</script>`;

/**
 * A release's early-read plan for one page (issue 22, ADR 019) with the route's application id filled in
 * (`/qce/documents/<appId>`); a read that needs an id the route does not name is left to the page.
 * @param {any} plan  first-paint.json `early[route]`
 * @param {string} pathname
 */
export function earlyPlanFor(plan, pathname) {
  if (!isRecord(plan) || !Array.isArray(plan.reads)) return undefined;
  const appId = /^\/qce\/documents\/([A-Za-z0-9-]+)\/?$/.exec(pathname)?.[1];
  const fill = (text, encode) => text.replace(/\{appId\}/g, () => encode(appId));
  const reads = plan.reads
    .filter((read) => isRecord(read) && typeof read.key === 'string')
    .filter((read) => appId !== undefined || !JSON.stringify(read).includes('{appId}'))
    .map((read) => ({
      ...read,
      key: fill(read.key, (id) => JSON.stringify(id).slice(1, -1)),
      path: fill(String(read.path), encodeURIComponent),
      query: Object.fromEntries(
        Object.entries(isRecord(read.query) ? read.query : {}).map(([name, value]) => [
          name,
          typeof value === 'string' ? fill(value, String) : value,
        ]),
      ),
      headers: isRecord(read.headers) ? read.headers : {},
    }));
  return reads.length > 0 ? { ...plan, reads } : undefined;
}

/**
 * The early-read script as the page carries it: an inline module with `async`, so it runs off the parser
 * as soon as it can, waits for no stylesheet, and is no point where the parser yields before the page's
 * stylesheet is known (a classic inline script there let a frame paint an empty body).
 */
export const EARLY_READS_TAG = `<script type="module" async>${EARLY_READS_SCRIPT}</script>`;

/**
 * The boot data and, with an early-read plan, the early-read script, as early in the head as they can go,
 * before the first stylesheet and script, so the reads are the page's first requests.
 */
function withBoot(html, boot) {
  const block = `${bootScript(boot)}${boot.early ? EARLY_READS_TAG : ''}`;
  return html.includes('</title>')
    ? html.replace('</title>', () => `</title>${block}`)
    : html.replace('</head>', () => `${block}</head>`);
}

/**
 * One page's early reads: the release's plan for the page, then the shell's own reads of it (`'*'`: every
 * page, e.g. the maintenance check; the landing's permit list), each read once.
 * @param {any} releasePlan  first-paint.json `early[route]` of the page's release, if any
 * @param {any} shellPlans  the shell's first-paint.json `early`
 * @param {string} key  the page's first-paint key
 * @param {string} pathname
 */
export function pagePlan(releasePlan, shellPlans, key, pathname) {
  const plans = [releasePlan, shellPlans?.[key], shellPlans?.['*']]
    .map((plan) => earlyPlanFor(plan, pathname))
    .filter(Boolean);
  if (plans.length === 0) return undefined;
  const seen = new Set();
  const reads = plans
    .flatMap((plan) => plan.reads)
    .filter((read) => !seen.has(read.key) && seen.add(read.key));
  return { ...Object.assign({}, ...plans.toReversed()), reads };
}

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value) => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

/** Where the shell's files are served (its publicPath). */
const SHELL_BASE = '/qce/';

/**
 * Preload hints for what the shell will load of a track release right after it starts (issue 22 item 1):
 * its entry script, the synchronous scripts and styles of its `./parcel` module, and every shared module
 * that module needs (`parcelShared` of the release's first-paint.json, with the files of the release's
 * copy): the shell's copy when the shell provides it at a version in the release's range (its files
 * from the shell's shared-files.json; none when it is inside main.js), else the release's own. Nothing
 * is fetched twice, nothing a later page needs is fetched early.
 * @param {string} entry  the manifest's URL path
 * @param {any} manifest  the release's mf-manifest.json
 * @param {{ parcelShared?: any, shellShared?: any, skip?: Set<string> }} [more]  `skip`: what the page
 *   already preloads
 */
export function preloadHints(entry, manifest, more = {}) {
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  const remoteEntry = manifest?.metaData?.remoteEntry;
  const parcel = (manifest?.exposes ?? []).find((expose) => expose?.path === './parcel');
  const at = (file) => base + file;
  const scripts = new Set(
    [
      ...(remoteEntry?.name ? [`${remoteEntry.path ?? ''}${remoteEntry.name}`] : []),
      ...(parcel?.assets?.js?.sync ?? []),
    ].map(at),
  );
  const styles = new Set((parcel?.assets?.css?.sync ?? []).map(at));
  const needed = isRecord(more.parcelShared) ? more.parcelShared : {};
  const shellProvides = isRecord(more.shellShared?.provided) ? more.shellShared.provided : {};
  for (const [name, own] of Object.entries(needed)) {
    const shell = shellProvides[name];
    const range = (manifest?.shared ?? []).find((shared) => shared?.name === name)?.requiredVersion;
    const shellServes =
      isRecord(shell) &&
      (typeof range !== 'string' ||
        !semver.validRange(range) ||
        (semver.valid(shell.version) && semver.satisfies(shell.version, range)));
    const [files, prefix] = shellServes ? [shell, SHELL_BASE] : [own, base];
    for (const file of listOf(files?.js)) scripts.add(prefix + file);
    for (const file of listOf(files?.css)) styles.add(prefix + file);
  }
  const link = (href, as) =>
    more.skip?.has(href)
      ? ''
      : `<link rel="preload" as="${as}" href="${escapeAttribute(href)}" referrerpolicy="no-referrer">`;
  return [
    ...[...scripts].map((file) => link(file, 'script')),
    ...[...styles].map((f) => link(f, 'style')),
  ].join('');
}

/**
 * @param {object} options
 * @param {() => Record<string, { entry: string }>} options.remotes  the live entries (the registry's view)
 * @param {(entryPath: string) => string | null} options.localDir  the folder an entry path on this origin
 *   is served from (`/remotes/ihc/...` -> mf-ihc/dist), or null
 * @param {() => unknown} [options.config]  the runtime config as /qce/config.json serves it
 * @param {string} [options.shellDir]  the shell's dist (its shared-files.json says which shared modules it
 *   serves a track, with their files)
 * @param {typeof fetch} [options.fetchImpl]
 */
export function createFirstPaint(options) {
  const fetchImpl = options.fetchImpl ?? fetch;
  /** @type {Map<string, { at: number, version: number | null, value: any }>} */
  const cache = new Map();

  /**
   * A JSON file next to an entry, or undefined: a file on this origin is re-read when it changes, another
   * origin's is cached 30 s.
   */
  async function fileBeside(entry, name) {
    const key = `${entry}\n${name}`;
    const known = cache.get(key);
    const remote = /^https?:\/\//.test(entry);
    const dir = remote
      ? null
      : entry.startsWith(SHELL_BASE) && options.shellDir
        ? options.shellDir
        : options.localDir(entry);
    const file = dir ? path.join(dir, name) : null;
    const version = file ? (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) : null;
    if (known && (file ? known.version === version : Date.now() - known.at < REFRESH_MS)) {
      return known.value;
    }
    let value;
    try {
      if (file) value = JSON.parse(fs.readFileSync(file, 'utf8'));
      else if (remote) {
        const response = await fetchImpl(new URL(name, entry), {
          signal: AbortSignal.timeout(2000),
        });
        if (response.ok) value = await response.json();
      }
    } catch {
      // Not there (an older build) or unreachable: the shell's own page and requests stay.
    }
    cache.set(key, { at: Date.now(), version, value });
    return value;
  }

  /**
   * The route's HTML with the live release's page region, or the shell's own when no release owns the
   * route (the landing). For a release on this origin the head also gets its preload hints and the boot
   * data (runtime config, registry, the release's manifest) the shell would otherwise fetch one after
   * another (issue 22); a page no release owns gets the runtime config and the registry.
   * @param {string} html  the shell's prerendered file for the route
   * @param {string} pathname
   */
  return async function compose(html, pathname) {
    const key = firstPaintKey(pathname);
    const remotes = options.remotes();
    const shellPlans = (await fileBeside(`${SHELL_BASE}index.html`, 'first-paint.json'))?.early;
    for (const { entry } of Object.values(remotes)) {
      if (typeof entry !== 'string') continue;
      const firstPaint = await fileBeside(entry, 'first-paint.json');
      const fragment = firstPaint?.routes?.[key];
      if (typeof fragment !== 'string' || !PAGE_REGION.test(html)) continue;
      let out = html.replace(PAGE_REGION, () => `<!--$-->${fragment}<!--/$-->`);
      if (!/^https?:\/\//.test(entry)) {
        const manifest = await fileBeside(entry, 'mf-manifest.json');
        const boot = {
          ...(options.config ? { config: options.config() } : {}),
          remotes,
          manifests: manifest ? { [entry]: manifest } : {},
          // What the page reads first, as the release declares it: the shell starts it (issue 22),
          // and the early-read script before any script has arrived (ADR 019).
          ...(Array.isArray(firstPaint?.data?.[key]) ? { firstPage: firstPaint.data[key] } : {}),
        };
        const early = pagePlan(firstPaint?.early?.[key], shellPlans, key, pathname);
        if (early) boot.early = early;
        const hints = manifest
          ? preloadHints(entry, manifest, {
              parcelShared: firstPaint?.parcelShared,
              shellShared: await fileBeside(`${SHELL_BASE}index.html`, 'shared-files.json'),
              skip: new Set(
                [...out.matchAll(/<link rel="preload"[^>]* href="([^"]+)"/g)].map((m) => m[1]),
              ),
            })
          : '';
        out = withBoot(
          out.replace('</head>', () => `${hints}</head>`),
          boot,
        );
      }
      return out;
    }
    // The shell's own page (the landing): its config and registry with it, not two round trips after
    // main.js has run, and the early reads of the shell's own first reads.
    if (!options.config) return html;
    const boot = { config: options.config(), remotes, manifests: {} };
    const early = pagePlan(undefined, shellPlans, key, pathname);
    return withBoot(html, early ? { ...boot, early } : boot);
  };
}

/**
 * Where an entry path on the portal's own origin is served from: `/remotes/<id>/…` from that remote's
 * dist, `/releases/…` from the registry's releases folder.
 * @param {{ remotes: Array<{ mount: string, dir: string }>, root: string, registryDir: string }} where
 */
export function localDirOf(where) {
  return (entryPath) => {
    const folder = path.posix.dirname(entryPath);
    const remote = where.remotes.find((r) => `${folder}/` === r.mount);
    if (remote) return path.join(where.root, remote.dir, 'dist');
    if (folder.startsWith('/releases/') && !folder.includes('..')) {
      return path.join(where.registryDir, 'releases', folder.slice('/releases/'.length));
    }
    return null;
  };
}

/**
 * The HTML the shell prerendered for a route (path below /qce): `applications.html` for /applications
 * (ADR 006), `ihc/applications.html` for /ihc/applications, `documents/_id.html` for any /documents/:appId
 * (ADR 008); undefined for every other route (the generic index.html).
 * @param {string} shellDist @param {string} routePath
 */
export function prerenderedFile(shellDist, routePath) {
  if (!/^(\/[A-Za-z0-9-]+)+$/.test(routePath)) return undefined;
  return [
    path.join(shellDist, `${routePath.slice(1)}.html`),
    path.join(shellDist, path.posix.dirname(routePath).slice(1), '_id.html'),
  ].find((file) => fs.existsSync(file));
}

/**
 * The composed HTML of a prerendered route (a full path, `/qce/...`), or null when the shell prerenders
 * nothing there (the caller serves index.html).
 * @param {string} shellDist
 * @param {string} pathname
 * @param {(html: string, pathname: string) => Promise<string>} compose
 */
export async function firstPaintPage(shellDist, pathname, compose) {
  const route = pathname.replace(/\/+$/, '');
  if (!route.startsWith('/qce/')) return null;
  const file = prerenderedFile(shellDist, route.slice('/qce'.length));
  return file ? compose(fs.readFileSync(file, 'utf8'), route) : null;
}
