// The one shared-dependency list for every app (shell and remotes).
// Versions come from the packages' own package.json, never from `workspace:*`.
const path = require('node:path');

const kitPkg = require('../package.json');
const reactVersion = require('react/package.json').version;
const reactDomVersion = require('react-dom/package.json').version;
/** Exact version of a dependency of shared-kit, from its package.json. */
const kitDependencyVersion = (name) => kitPkg.dependencies[name];
const zustandVersion = require(
  require.resolve('zustand/package.json', { paths: [path.join(__dirname, '..')] }),
).version;

/**
 * The kit's version as this build declares it: package.json, or QCE_KIT_VERSION for variant builds
 * (e2e: a track built against a newer kit, into a temp folder). Bump rule: shared-kit/CHANGELOG.md.
 */
const kitVersion = process.env.QCE_KIT_VERSION || kitPkg.version;
/**
 * Version of the shell-to-track contract (`@qce/shared-kit/contract`: remote props, session, page-wide
 * slots). A strict singleton: a major bump means every track must be rebuilt before the shell ships.
 */
const CONTRACT_VERSION = '1.0.0';

/** The kit entries that only re-export a domain entry (`domain`, `validation/*`, `messages/*`). */
const KIT_REEXPORTS_OF_DOMAIN = /^(?:domain|validation|messages)(?:\/.*)?$/;

/** One instance per page, and a track whose range the loaded copy misses fails into its panel (ADR 013). */
const strictSingleton = (version) => ({
  singleton: true,
  strictVersion: true,
  requiredVersion: `^${version}`,
});

/** @type {Record<string, { singleton?: boolean; strictVersion?: boolean; requiredVersion: string; version?: string }>} */
const sharedDeps = {
  react: strictSingleton(reactVersion),
  'react/': strictSingleton(reactVersion),
  'react-dom': strictSingleton(reactDomVersion),
  'react-dom/': strictSingleton(reactDomVersion),
  zustand: strictSingleton(zustandVersion),
  // Shared, not a singleton: the kit's form wrapper provides formik's context and the app's fields read
  // it, which needs one formik per app (the kit copy an app uses and the app agree), not one per page.
  formik: { requiredVersion: `^${kitDependencyVersion('formik')}` },
  // The shell-to-track contract: what must be one per page across kit versions (ADR 013).
  '@qce/shared-kit/contract': {
    ...strictSingleton(CONTRACT_VERSION),
    version: CONTRACT_VERSION,
  },
  // Every other kit entry: shared, never a singleton. The range is the one this app was built with; the
  // runtime plugin `remote/kit-share/one-kit-version.ts` picks ONE kit version for all of an app's
  // entries (the host's if it satisfies the range and offers them all, else the app's own).
  '@qce/shared-kit/': {
    requiredVersion: `^${kitVersion}`,
    version: kitVersion,
    // Entries that only re-export the domain are not shared modules of their own: each import of one is
    // a few bytes in the chunk that makes it, and what it re-exports is the shared domain entry. Shared,
    // each was one more request of about 1 KB on every page that used it.
    exclude: { request: KIT_REEXPORTS_OF_DOMAIN },
  },
  // The domain's entries travel with the kit (ADR 018): shared at the kit's version, so a kit entry and
  // the domain entries it re-exports are one copy per page, never bundled again into each kit entry.
  '@qce/domain/': {
    requiredVersion: `^${kitVersion}`,
    version: kitVersion,
  },
};

module.exports = { sharedDeps, kitVersion, CONTRACT_VERSION, KIT_REEXPORTS_OF_DOMAIN };
