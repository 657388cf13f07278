// An eager shared module is in the host's main.js and runs before any share scope is loaded, so it may
// import only shared modules that are eager too (withEager in create-app-config.cjs). A kit entry on the
// eager list that imports a kit entry off it fails at run time on every page that loads it
// (`RUNTIME-006 loadShareSync`): this check fails the build instead.
const fs = require('node:fs');
const path = require('node:path');

const KIT = '@qce/shared-kit/';
const kitSrc = path.resolve(__dirname, '../src');
/** A value import or re-export of a kit entry (`import type` is erased, so it is not one). */
const KIT_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'@qce\/shared-kit\/([^']+)'/gm;

/** The source files of a kit entry (`stores`, `ui/card`), tests left out. */
function entryFiles(entry) {
  const dir = path.join(kitSrc, entry);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return [];
  return fs
    .readdirSync(dir, { recursive: true })
    .map((file) => path.join(dir, String(file)))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

/**
 * The imports of kit entries off the eager list made by kit entries on it, as `from -> imported`
 * (empty when the list is closed).
 * @param {string[]} eager  the host's eager shared modules (`@qce/shared-kit/stores`, `react`, ...)
 */
function eagerKitViolations(eager) {
  const eagerEntries = new Set(
    eager.filter((key) => key.startsWith(KIT)).map((k) => k.slice(KIT.length)),
  );
  const violations = [];
  for (const entry of eagerEntries) {
    for (const file of entryFiles(entry)) {
      for (const [, imported] of fs.readFileSync(file, 'utf8').matchAll(KIT_IMPORT)) {
        if (imported !== entry && !eagerEntries.has(imported)) {
          violations.push(`${path.relative(kitSrc, file)} -> ${KIT}${imported}`);
        }
      }
    }
  }
  return violations;
}

module.exports = { eagerKitViolations };
