// An eager shared module is in the host's main.js and runs before any share scope is loaded, so it may
// import only shared modules that are eager too (withEager in create-app-config.cjs). A kit entry (or a
// domain entry, shared with the kit: ADR 018) on the eager list that imports one off it fails at run time
// on every page that loads it (`RUNTIME-006 loadShareSync`): this check fails the build instead.
const fs = require('node:fs');
const path = require('node:path');

/** The shared prefixes of the kit and of the domain that travels with it, and where their sources are. */
const PACKAGES = [
  { prefix: '@qce/shared-kit/', src: path.resolve(__dirname, '../src') },
  { prefix: '@qce/domain/', src: path.resolve(__dirname, '../domain/src') },
];
const srcRoot = path.resolve(__dirname, '..');
/** A value import or re-export of a kit or domain entry (`import type` is erased, so it is not one). */
const SHARED_IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'(@qce\/(?:shared-kit|domain)\/[^']+)'/gm;

/**
 * A kit entry that only re-exports a domain entry is not a shared module (shared-deps.cjs): importing it
 * imports the domain entry it names. `@qce/shared-kit/domain` -> `@qce/domain/rules`,
 * `@qce/shared-kit/messages/x` -> `@qce/domain/messages/x`.
 */
function sharedModuleOf(imported) {
  const match = /^@qce\/shared-kit\/((?:domain|validation|messages)(?:\/.*)?)$/.exec(imported);
  if (!match) return imported;
  return `@qce/domain/${match[1].replace(/^domain/, 'rules')}`;
}

const isSource = (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);

/** The source files of an entry (`@qce/shared-kit/stores`, `@qce/domain/rules/server-time`), tests left out. */
function entryFiles(key) {
  const pkg = PACKAGES.find(({ prefix }) => key.startsWith(prefix));
  if (!pkg) return [];
  const at = path.join(pkg.src, key.slice(pkg.prefix.length));
  if (fs.existsSync(at) && fs.statSync(at).isDirectory()) {
    return fs
      .readdirSync(at, { recursive: true })
      .map((file) => path.join(at, String(file)))
      .filter(isSource);
  }
  return [`${at}.ts`, `${at}.tsx`].filter((file) => fs.existsSync(file));
}

/**
 * The imports of kit or domain entries off the eager list made by entries on it, as `from -> imported`
 * (empty when the list is closed).
 * @param {string[]} eager  the host's eager shared modules (`@qce/shared-kit/stores`, `react`, ...)
 */
function eagerKitViolations(eager) {
  const eagerEntries = new Set(
    eager.filter((key) => PACKAGES.some(({ prefix }) => key.startsWith(prefix))),
  );
  const violations = [];
  for (const entry of eagerEntries) {
    for (const file of entryFiles(entry)) {
      for (const [, imported] of fs.readFileSync(file, 'utf8').matchAll(SHARED_IMPORT)) {
        const shared = sharedModuleOf(imported);
        if (shared !== entry && !eagerEntries.has(shared)) {
          violations.push(`${path.relative(srcRoot, file)} -> ${shared}`);
        }
      }
    }
  }
  return violations;
}

module.exports = { eagerKitViolations };
