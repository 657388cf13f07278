// The apps of the composed portal and where each is served on the one origin.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * @typedef {object} PortalApp
 * @property {string} id          short id used in URLs and overrides (`shell`, `ihc`, `sp`, ...)
 * @property {string} dir         the app's folder, relative to the repo root
 * @property {string} pkg         package name
 * @property {string} mount       URL path prefix it is served under
 * @property {string} marker      a file every complete build has (checked for staleness)
 * @property {string} [federationName]  module-federation name of a remote
 */

/** @type {PortalApp} */
export const shellApp = {
  id: 'shell',
  dir: 'shell',
  pkg: '@qce/shell',
  mount: '/qce/',
  marker: 'index.html',
};

/** @type {PortalApp[]} */
export const remoteApps = [
  { id: 'ihc', dir: 'mf-ihc', pkg: '@qce/mf-ihc', federationName: 'mf_ihc' },
  { id: 'sp', dir: 'mf-sp', pkg: '@qce/mf-sp', federationName: 'mf_sp' },
  {
    id: 'recurring',
    dir: 'mf-recurring',
    pkg: '@qce/mf-recurring',
    federationName: 'mf_recurring',
  },
  {
    id: 'certificates',
    dir: 'mf-certificates',
    pkg: '@qce/mf-certificates',
    federationName: 'mf_certificates',
  },
].map((remote) => ({ ...remote, mount: `/remotes/${remote.id}/`, marker: 'mf-manifest.json' }));

export const allApps = [shellApp, ...remoteApps];

/** @param {PortalApp} app */
export const distDir = (app) => path.join(repoRoot, app.dir, 'dist');
