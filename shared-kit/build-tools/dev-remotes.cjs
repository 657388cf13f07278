// The development registry: where each remote's dev server runs (`pnpm --filter @qce/mf-ihc start`,
// `pnpm dev`), in the shape of the shell's remotes.json. It is runtime configuration, not code: a remote
// started alone serves it as its own /qce/remotes.json (read on every request), so it finds the others
// (mf-sp and mf-recurring load mf-certificates' ./documents) exactly as it does in the portal, and the
// shell's dev server proxies /remotes/<track>/ to the dev servers it names.
const fs = require('node:fs');
const path = require('node:path');

/** The registry file: QCE_DEV_REMOTES (a path) or shared-kit/build-tools/dev-remotes.json. */
function devRemotesFile() {
  return process.env.QCE_DEV_REMOTES || path.join(__dirname, 'dev-remotes.json');
}

/**
 * Reads and checks the registry: every entry an absolute http(s) URL with a port.
 * @param {string} [file]
 * @returns {Record<string, { entry: string }>}
 */
function readDevRemotes(file = devRemotesFile()) {
  const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    throw new Error(`${file}: expected { "<remote>": { "entry": "<url>" } }`);
  }
  for (const [name, value] of Object.entries(doc)) {
    const entry = value && typeof value === 'object' ? value.entry : undefined;
    if (typeof entry !== 'string' || !/^https?:\/\/[^/]+:\d+\//.test(entry)) {
      throw new Error(`${file}: ${name}.entry must be an http URL with a port, got ${entry}`);
    }
  }
  return doc;
}

/**
 * The dev-server port of a remote: the port of its entry in the registry.
 * @param {string} name federation name, e.g. 'mf_ihc'
 * @param {Record<string, { entry: string }>} [registry]
 */
function devServerPort(name, registry = readDevRemotes()) {
  const entry = registry[name]?.entry;
  if (!entry) throw new Error(`${name} is not in the dev registry ${devRemotesFile()}`);
  return Number(new URL(entry).port);
}

/**
 * The host dev server's proxy: each `/remotes/<track>` path of the shell's own remotes.json to the dev
 * server the registry names for that remote, so the shell's remotes.json works unchanged in development.
 * @param {Record<string, { entry: string }>} shellRemotes the shell's public/remotes.json
 * @param {Record<string, { entry: string }>} [registry]
 */
function devProxy(shellRemotes, registry = readDevRemotes()) {
  return Object.entries(shellRemotes).flatMap(([name, { entry }]) => {
    const mount = /^(\/remotes\/[^/]+)\//.exec(entry)?.[1];
    const target = registry[name]?.entry;
    if (!mount || !target) return [];
    return [
      {
        context: [mount],
        target: new URL(target).origin,
        pathRewrite: { [`^${mount}`]: '' },
      },
    ];
  });
}

/**
 * A standalone remote's dev server answers /qce/remotes.json (where the kit's documents loader looks)
 * with the registry as the file says now.
 * @param {string} [file]
 * @returns {(req: unknown, res: import('node:http').ServerResponse) => void}
 */
function registryMiddleware(file = devRemotesFile()) {
  return (_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(JSON.stringify(readDevRemotes(file)));
  };
}

module.exports = { devRemotesFile, readDevRemotes, devServerPort, devProxy, registryMiddleware };
