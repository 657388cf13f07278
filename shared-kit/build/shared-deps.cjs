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

const singleton = (requiredVersion) => ({
  singleton: true,
  requiredVersion: `^${requiredVersion}`,
});

/** @type {Record<string, { singleton: boolean; requiredVersion: string }>} */
const sharedDeps = {
  react: singleton(reactVersion),
  'react/': singleton(reactVersion),
  'react-dom': singleton(reactDomVersion),
  'react-dom/': singleton(reactDomVersion),
  zustand: singleton(zustandVersion),
  // Libraries whose React context crosses the kit/app boundary must be one instance: the kit's
  // form wrapper provides formik's context, the remotes' fields read it (useFormikContext).
  formik: singleton(kitDependencyVersion('formik')),
  '@qce/shared-kit/': {
    singleton: true,
    requiredVersion: `^${kitPkg.version}`,
    version: kitPkg.version,
  },
};

module.exports = { sharedDeps };
