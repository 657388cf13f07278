const path = require('node:path');
const { require: tsxRequire } = require('tsx/cjs/api');
const {
  createAppConfig,
  hostClassName,
} = require('@qce/shared-kit/build/create-app-config.cjs');

// The texts of the static app shell come from the same modules React renders them from.
const { paths, PORTAL_TITLE } = tsxRequire('./src/config/paths.ts', __filename);
const { LANDING_HEADING, PRODUCT_CARDS } = tsxRequire('./src/config/products.ts', __filename);

const kitUi = path.resolve(path.dirname(require.resolve('@qce/shared-kit/ui/card')), '..');
const cls = (file, local) => hostClassName('shell', file, local);
const banner = (local) => cls(path.join(kitUi, 'header-banner/header-banner.module.css'), local);
const card = (local) => cls(path.join(kitUi, 'card/card.module.css'), local);
const layout = (local) => cls(path.join(__dirname, 'src/app/shell-layout.module.css'), local);
const landing = (local) =>
  cls(path.join(__dirname, 'src/features/landing/landing-page.module.css'), local);
const escape = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/**
 * The static app shell painted from the HTML before any script runs (ADR 006): the markup
 * ShellLayout renders (skip link, header banner, page wrapper, floating FAQs button) around `page`,
 * as react-dom/server would write it (`<!--$-->` marks the Suspense boundary around the page), so
 * bootstrap.tsx can hydrate the landing instead of replacing it: nothing shifts and the largest paint
 * stays the HTML's. Other routes render over the generic shell.
 */
function appShell(page) {
  return [
    `<a class="qce-skip-link" href="#main-content">Skip to main content</a>`,
    `<header class="${banner('banner')} qce-no-print"><div class="${banner('inner')}"><div class="${banner('brand')}">`,
    `<a class="${banner('title')}" href="${paths.landing}">${escape(PORTAL_TITLE)}</a></div></div></header>`,
    `<div class="${layout('main')}"><!--$-->${page}<!--/$--></div>`,
    `<a class="qce-button qce-button--primary ${layout('faq')} qce-no-print" href="${paths.faq}" data-discover="true">FAQs</a>`,
  ].join('');
}

/** /qce/applications as LandingPage renders it for a signed-in applicant. */
const landingPage = [
  `<main id="main-content" tabindex="-1" aria-labelledby="landing-title" class="${landing('page')}">`,
  `<h1 id="landing-title">${escape(LANDING_HEADING)}</h1><ul class="${landing('cards')}">`,
  ...PRODUCT_CARDS.map(
    (c, i) =>
      `<li><article class="${card('card')}" aria-labelledby="app-shell-card-${i}">` +
      `<h2 id="app-shell-card-${i}" class="${card('title')}">${escape(c.title)}</h2>` +
      `<div class="${card('description')}">${escape(c.description)}</div>` +
      `<div class="${card('actions')}"><a class="qce-button qce-button--primary" href="${c.href}" aria-describedby="app-shell-card-${i}">Open ${escape(c.title)}</a></div>` +
      `</article></li>`,
  ),
  `</ul></main>`,
].join('');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  port: 8080,
  title: 'QCE e-Services | City Health Department',
  runtimePlugins: [path.resolve(__dirname, 'src/lib/federation/runtime-plugin.ts')],
  // What the landing needs anyway travels inside main.js instead of a dozen requests (ADR 006).
  eagerShared: [
    'react',
    'react/',
    'react-dom',
    'react-dom/',
    'zustand',
    '@qce/shared-kit/base.css',
    '@qce/shared-kit/config',
    '@qce/shared-kit/storage',
    '@qce/shared-kit/api',
    '@qce/shared-kit/stores',
    '@qce/shared-kit/messages/landing-cards',
    '@qce/shared-kit/ui/header-banner',
    '@qce/shared-kit/ui/card',
  ],
  pages: [
    // Every route but the landing: the header and the Suspense fallback ShellLayout shows first.
    {
      filename: 'index.html',
      templateParameters: {
        appShell: appShell('<p role="status">Loading…</p>'),
        appShellKind: 'loading',
      },
    },
    // The landing, served for /qce/applications (deploy/lib/portal-server.mjs, deploy/nginx).
    {
      filename: 'applications.html',
      templateParameters: { appShell: appShell(landingPage), appShellKind: 'landing' },
    },
  ],
});
