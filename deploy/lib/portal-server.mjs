// The composed portal on ONE origin: shell under /qce/ (SPA fallback), each remote under
// /remotes/<id>/, runtime files next to the shell, and the mock backend (/api, /__staff).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import express from 'express';
import { createRegistryRouter } from '../registry/router.mjs';
import { distDir, remoteApps, repoRoot, shellApp } from './apps.mjs';
import { bodyLimit } from './body-limit.mjs';
import {
  createFirstPaint,
  firstPaintPage,
  localDirOf,
  prerenderedFile,
} from '../registry/first-paint.mjs';
import { createRegistryStore } from '../registry/store.mjs';
import { securityHeaders } from './security-headers.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Files that name a build and must be revalidated on every load. */
const ENTRY_FILES = new Set([
  'remotes.json',
  'config.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'main.js',
]);
/** Webpack's content hashes: `name.0123abcd.js`, `.css`, their maps and licence files. */
const HASHED =
  /\.[0-9a-f]{8,20}\.(?:js|css|mjs|woff2?|png|svg|jpe?g|gif|webp)(?:\.map|\.LICENSE\.txt)?$/i;
/** Extensions that are files, never SPA routes: a miss answers 404 instead of index.html. */
const ASSET_EXT = /\.(?:js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|txt|wasm)$/i;

/** @param {string} filePath */
export function cacheControlFor(filePath) {
  const base = path.basename(filePath);
  if (ENTRY_FILES.has(base) || base.endsWith('.html')) return NO_CACHE;
  if (HASHED.test(base)) return IMMUTABLE;
  return NO_CACHE;
}

/** @param {string} dir */
function staticDir(dir) {
  return express.static(dir, {
    index: false,
    redirect: false,
    fallthrough: true,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
  });
}

/**
 * Parses `REMOTES_OVERRIDE`: JSON `{ "<id or federation name>": "<entry url>" }` or `id=url,id=url`.
 * @param {string | undefined} raw
 * @returns {Record<string, string>}
 */
export function parseRemotesOverride(raw) {
  if (!raw || !raw.trim()) return {};
  const text = raw.trim();
  const pairs = text.startsWith('{')
    ? Object.entries(JSON.parse(text))
    : text.split(',').map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      });
  /** @type {Record<string, string>} */
  const out = {};
  for (const [key, value] of pairs) {
    const remote = remoteApps.find(
      (r) => r.id === key || r.federationName === key || r.pkg === key,
    );
    if (!remote || typeof value !== 'string' || !value) {
      throw new Error(`REMOTES_OVERRIDE: unknown remote or empty entry for "${key}"`);
    }
    out[remote.federationName] = value;
  }
  return out;
}

/** The entry URL of each remote as served by this origin. */
export function defaultRemoteEntries() {
  return Object.fromEntries(
    remoteApps.map((r) => [r.federationName, { entry: `${r.mount}mf-manifest.json` }]),
  );
}

/**
 * Applies entry overrides to the shell's remotes.json, whatever its shape: a map
 * `{ name: url }`, a map `{ name: { entry } }`, or a list `[{ name, entry }]` (optionally under `remotes`).
 * @param {unknown} doc
 * @param {Record<string, string>} overrides  by federation name
 */
export function applyRemoteEntries(doc, overrides) {
  if (Object.keys(overrides).length === 0) return doc;
  const patchList = (list) =>
    list.map((item) =>
      item && typeof item === 'object' && overrides[item.name]
        ? { ...item, entry: overrides[item.name] }
        : item,
    );
  if (Array.isArray(doc)) return patchList(doc);
  if (doc && typeof doc === 'object') {
    if (Array.isArray(doc.remotes)) return { ...doc, remotes: patchList(doc.remotes) };
    const target = doc.remotes && typeof doc.remotes === 'object' ? doc.remotes : doc;
    const patched = { ...target };
    for (const [name, entry] of Object.entries(overrides)) {
      const current = patched[name];
      patched[name] = current && typeof current === 'object' ? { ...current, entry } : entry;
    }
    return target === doc ? patched : { ...doc, remotes: patched };
  }
  return doc;
}

/** Where the registry keeps its document and the published releases unless QCE_REGISTRY_DIR says otherwise. */
export const defaultRegistryDir = path.join(repoRoot, 'deploy', '.registry');

/**
 * The origins of the registry's track releases, re-read when its document changes.
 * @param {string} dir
 */
function registryOrigins(dir) {
  const store = createRegistryStore(dir);
  const file = path.join(dir, 'registry.json');
  let seen = { mtimeMs: -1, origins: /** @type {string[]} */ ([]) };
  return () => {
    const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtimeMs !== seen.mtimeMs) seen = { mtimeMs, origins: store.trackOrigins() };
    return seen.origins;
  };
}

/**
 * A runtime config whose allow-list of remote origins also holds the registry's track origins.
 * @param {Record<string, unknown>} config
 * @param {readonly string[]} origins
 */
export function withTrackOrigins(config, origins) {
  const listed = Array.isArray(config.remoteOrigins) ? config.remoteOrigins : [];
  return { ...config, remoteOrigins: [...new Set([...listed, ...origins])] };
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Imports one of mock-api's TypeScript modules through tsx. */
async function importMockApi(file) {
  // tsImport keeps the TypeScript loader scoped to mock-api's module graph (ESM all the way down).
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(pathToFileURL(path.join(repoRoot, 'mock-api/src', file)).href, import.meta.url);
}

/** Reads and drops the rest of a refused body; destroys the connection past 4x `limit` or after 30 s. */
function discardBody(req, limit) {
  let dropped = 0;
  const timer = setTimeout(() => req.socket.destroy(), 30_000).unref();
  req.on('data', (chunk) => {
    dropped += chunk.length;
    if (dropped > 4 * limit) req.socket.destroy();
  });
  req.on('end', () => clearTimeout(timer));
  req.resume();
}

/** The runtime profiles: `demo` (default: mock sign-in and staff API) and `production` (neither). */
export const PROFILES = ['demo', 'production'];

/** @param {string | undefined} raw */
export function parseProfile(raw) {
  const profile = raw?.trim() || 'demo';
  if (!PROFILES.includes(profile))
    throw new Error(`QCE_PROFILE must be one of ${PROFILES.join(', ')} (got "${raw}")`);
  return profile;
}

/** Loads the mock backend through tsx (mock-api is TypeScript). Returns null when it is not there yet. */
async function loadMockApi(dataFile, log, staff) {
  const entry = path.join(repoRoot, 'mock-api/src/http-server.ts');
  if (!fs.existsSync(entry)) {
    log('mock-api: mock-api/src/http-server.ts not found; /api and /__staff answer 503.');
    return null;
  }
  const mod = await importMockApi('http-server.ts');
  if (typeof mod.createMockApiMiddleware !== 'function') {
    log(
      'mock-api: http-server has no createMockApiMiddleware export; /api and /__staff answer 503.',
    );
    return null;
  }
  return await mod.createMockApiMiddleware({ dataFile, staff });
}

/**
 * @typedef {object} PortalOptions
 * @property {number} [port]          0 picks a free port
 * @property {string} [host]
 * @property {string} [dataFile]      the mock backend's JSON state file
 * @property {Record<string,string>} [remotesOverride]  entry URL per remote (id or federation name)
 * @property {string} [registryDir]   the remote registry's folder (document, history, releases/ served under /releases/)
 * @property {string} [profile]       `demo` (default) or `production`: no staff API, the production config.json
 * @property {string} [staffKey]      the staff API's key (default QCE_STAFF_KEY, else a random one)
 * @property {(line: string) => void} [log]
 */

/** @param {PortalOptions} [options] */
export async function createPortalApp(options = {}) {
  const log = options.log ?? console.log;
  const dataFile = path.resolve(
    repoRoot,
    options.dataFile ?? path.join('mock-api', '.data', 'portal.json'),
  );
  fs.mkdirSync(path.dirname(dataFile), { recursive: true });
  const overrides = parseRemotesOverride(
    typeof options.remotesOverride === 'object'
      ? JSON.stringify(options.remotesOverride)
      : undefined,
  );
  const shellDist = distDir(shellApp);
  const registryDir = path.resolve(repoRoot, options.registryDir ?? defaultRegistryDir);
  const registryStore = createRegistryStore(registryDir);
  const builtInRemotes = () =>
    readJson(path.join(shellDist, 'remotes.json')) ?? defaultRemoteEntries();
  const composeFirstPaint = createFirstPaint({
    remotes: () => applyRemoteEntries(registryStore.remotes(builtInRemotes()), overrides),
    localDir: localDirOf({ remotes: remoteApps, root: repoRoot, registryDir }),
    shellDir: shellDist,
    config: () => runtimeConfig(),
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // Best gzip level: the portal's JS is compressed once per response, and every KB counts on slow 4G.
  app.use(compression({ level: 9 }));
  // The same security headers as the nginx recipe, on every response (deploy/lib/security-headers.mjs).
  // The CSP also allows the origins the registry's track releases live on (issue 21 item 5).
  const trackOrigins = registryOrigins(registryDir);
  app.use((_req, res, next) => {
    for (const [name, value] of Object.entries(securityHeaders(trackOrigins()))) {
      res.setHeader(name, value);
    }
    next();
  });
  // No body over the limit is read anywhere (the mock backend also stops a chunked one at the limit).
  const limit = await bodyLimit();
  app.use((req, res, next) => {
    if (Number(req.headers['content-length'] ?? 0) <= limit.maxBytes) return next();
    // Answer at once and discard what still comes (closing now would cut the client off before it reads
    // the 413: EPIPE); a client that keeps sending far past the limit is cut off.
    res.status(413).json({ code: 413, message: limit.message });
    discardBody(req, limit.maxBytes);
  });

  // Mock backend: /api/** and /__staff/** (mounted without stripping the path). The production profile
  // mounts no staff API: /__staff answers 404 there.
  const profile = parseProfile(options.profile);
  const mock = await loadMockApi(
    dataFile,
    log,
    profile === 'demo' ? { key: options.staffKey } : false,
  );
  app.locals.staffKey = mock?.staffKey ?? null;
  app.use((req, res, next) => {
    if (!/^\/(?:api|__staff)(?:\/|$)/.test(req.path)) return next();
    if (profile !== 'demo' && req.path.startsWith('/__staff')) return next();
    if (!mock) {
      res
        .status(503)
        .json({ message: 'The mock backend (@qce/mock-api http-server) is not available.' });
      return;
    }
    return mock(req, res, next);
  });

  app.get('/', (_req, res) => res.redirect(302, '/qce/'));
  app.get('/qce', (req, res, next) => {
    // Non-strict routing also matches /qce/: only the bare /qce redirects.
    if (!/^\/qce(?:\?|$)/.test(req.originalUrl)) return next();
    const query = req.originalUrl.slice('/qce'.length);
    res.redirect(302, `/qce/${query}`);
  });

  // The profile's runtime config: demo's config.json, or production's config.production.json (signs in at
  // the department's account service, never at the mock's /__staff/sign-in); the build's copy, else the
  // source (a checkout not built yet still answers). Its allow-list of remote origins gains the origins
  // the registry's track releases live on (issue 21 item 5).
  const configName = profile === 'production' ? 'config.production.json' : 'config.json';
  const configFile = () =>
    [shellDist, path.join(repoRoot, shellApp.dir, 'public')]
      .map((dir) => path.join(dir, configName))
      .find((file) => fs.existsSync(file));
  const runtimeConfig = () => {
    const file = configFile();
    const config = file ? readJson(file) : undefined;
    return config ? withTrackOrigins(config, trackOrigins()) : undefined;
  };
  app.get('/qce/config.json', (_req, res) => {
    res.setHeader('Cache-Control', NO_CACHE);
    const config = runtimeConfig();
    if (!config) {
      res.status(503).type('text/plain').send(`${configName} is missing.`);
      return;
    }
    res.json(config);
  });

  // The remote registry (deploy/registry): /qce/remotes.json for the shell, /__registry for releases.
  // Its document lives in its own folder, never in an app's dist; published builds under /releases/.
  app.use(
    createRegistryRouter({
      dir: registryDir,
      defaults: builtInRemotes,
      firstPaintPage: (pathname) => firstPaintPage(shellDist, pathname, composeFirstPaint),
      decorate: (remotes) => applyRemoteEntries(remotes, overrides),
      checkBase: process.env.QCE_REGISTRY_CHECK_BASE,
    }),
  );

  // Each remote under its own path; CORS so a shell on another origin may read its manifest.
  for (const remote of remoteApps) {
    const mount = remote.mount.slice(0, -1);
    app.use(mount, (_req, res, next) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      next();
    });
    app.use(mount, staticDir(distDir(remote)));
    app.use(mount, (_req, res) => res.status(404).type('text/plain').send('Not found'));
  }
  app.use('/releases', (_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  app.use('/releases', staticDir(path.join(registryDir, 'releases')));
  app.use('/releases', (_req, res) => res.status(404).type('text/plain').send('Not found'));

  // The shell, then the SPA fallback for every /qce/* path that is not a file.
  app.use('/qce', staticDir(shellDist));
  app.use('/qce', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (ASSET_EXT.test(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const prerendered = prerenderedFile(shellDist, req.path);
    const index = prerendered ?? path.join(shellDist, 'index.html');
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain').send('The shell is not built yet (run pnpm build).');
      return;
    }
    res.setHeader('Cache-Control', NO_CACHE);
    if (!prerendered) {
      res.sendFile(index);
      return;
    }
    // A track's first page paints what the track's live release says (issue 21 item 7).
    composeFirstPaint(fs.readFileSync(prerendered, 'utf8'), `/qce${req.path}`).then(
      (html) => res.type('html').send(html),
      next,
    );
  });

  app.use((_req, res) => res.status(404).type('text/plain').send('Not found'));
  return app;
}

/**
 * Starts the portal; resolves once it listens.
 * @param {PortalOptions} [options]
 * @returns {Promise<{ url: string, port: number, staffKey: string | null, close: () => Promise<void> }>}
 */
export async function startPortal(options = {}) {
  const app = await createPortalApp(options);
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise((resolve, reject) => {
    const s = app.listen(options.port ?? 8080, host, (error) =>
      error ? reject(error) : resolve(s),
    );
    s.on('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 8080);
  return {
    url: `http://${host}:${port}`,
    port,
    staffKey: app.locals.staffKey,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve(undefined));
      }),
  };
}
