const path = require('node:path');
const { require: tsxRequire } = require('tsx/cjs/api');
const { createAppConfig, hostClassName } = require('@qce/build-tools/create-app-config.cjs');

// The static app shell (ADR 006) comes from the same texts and paths React renders.
const { staticShell, staticLandingPage, staticPage, LOADING_PAGE } = tsxRequire(
  './src/app-shell/static-shell.ts',
  __filename,
);
const { TRACK_FIRST_PAGES, DOCUMENTS_PAGE } = tsxRequire(
  '@qce/shared-kit/messages/static-pages',
  __filename,
);
const repoRoot = path.resolve(__dirname, '..');
/** The host's production class name of `local` in a CSS module (path relative to the repo root). */
const cls = (file, local) => hostClassName('shell', path.join(repoRoot, file), local);

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  port: 8080,
  title: 'QCE e-Services | City Health Department',
  runtimePlugins: [path.resolve(__dirname, 'src/lib/federation/runtime-plugin.ts')],
  // The shell's own reads of a page, started by the page's HTML (ADR 019).
  firstPageData: './src/config/first-page-data.ts',
  // What the landing needs anyway travels inside main.js instead of a dozen requests (ADR 006).
  eagerShared: [
    'react',
    'react/',
    'react-dom',
    'react-dom/',
    'zustand',
    '@qce/shared-kit/base.css',
    '@qce/shared-kit/contract',
    '@qce/shared-kit/config',
    '@qce/shared-kit/remote/next-task',
    '@qce/shared-kit/remote/report-error',
    '@qce/shared-kit/storage',
    '@qce/shared-kit/api',
    '@qce/shared-kit/stores',
    '@qce/shared-kit/ui/header-banner',
    '@qce/shared-kit/ui/card',
    '@qce/shared-kit/ui/button',
    // Domain entries (shared at the kit version, ADR 018): what the eager kit entries and the landing use.
    '@qce/domain/api',
    '@qce/domain/config',
    '@qce/domain/rules/server-time',
    '@qce/domain/messages/landing-cards',
    '@qce/domain/messages/static-pages',
  ],
  pages: [
    // Every route but the landing: the header and the Suspense fallback ShellLayout shows first
    // (React renders over it).
    {
      filename: 'index.html',
      templateParameters: { appShell: staticShell(cls, LOADING_PAGE), appShellKind: 'loading' },
      preload: ['boot'],
    },
    // The landing, served for /qce/applications (deploy/lib/portal-server.mjs, deploy/nginx); hydrated.
    {
      filename: 'applications.html',
      templateParameters: {
        appShell: staticShell(cls, staticLandingPage(cls)),
        appShellKind: 'landing',
      },
      preload: ['boot'],
    },
    // Each track's first page and its home (`ihc/applications.html` for /qce/ihc/applications), and
    // `documents/_id.html` for every /qce/documents/:appId: the page's heading and data-free text,
    // painted before any script; the shell keeps them while the remote loads (ADR 008).
    ...[
      ...Object.values(TRACK_FIRST_PAGES).flatMap((page) => [
        [page.path, page],
        [page.home, page],
      ]),
      [`${DOCUMENTS_PAGE.folder}/_id`, DOCUMENTS_PAGE],
    ].map(([route, page]) => ({
      filename: `${route.replace(/^\/qce\//, '')}.html`,
      templateParameters: {
        appShell: staticShell(cls, staticPage(page)),
        appShellKind: 'static-page',
      },
      // The bootstrap, and the track loader with the first page's reads (one chunk group, "track"); the
      // server adds the track's own scripts and declared reads (issue 22).
      preload: ['boot', 'track'],
    })),
  ],
});
