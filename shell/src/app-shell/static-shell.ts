import { paths, PORTAL_TITLE } from '../config/paths';
import { LANDING_HEADING, PRODUCT_CARDS } from '../config/products';
import { STATIC_PAGE_STATUS, staticPageHtml } from '@qce/shared-kit/messages/static-page-html';
import { buttonClassName } from '@qce/shared-kit/ui/button';

/**
 * The static app shell written into the shell's HTML at build time (shell/webpack.config.js, ADR 006):
 * the markup ShellLayout and LandingPage render, as react-dom/server writes it (`<!--$-->` marks the
 * Suspense boundary around the page), so bootstrap.tsx can hydrate the landing instead of painting it
 * again. `className(file, local)` gives the CSS-module class of `local` in `file` (a path relative to
 * the repository root); the build passes the host's class-name scheme, tests the local names.
 * static-shell.test.tsx keeps this in step with the components.
 */
export type ClassNameOf = (file: string, local: string) => string;

const BANNER = 'shared-kit/src/ui/header-banner/header-banner.module.css';
const CARD = 'shared-kit/src/ui/card/card.module.css';
const LAYOUT = 'shell/src/app/shell-layout.module.css';
const LANDING = 'shell/src/features/landing/landing-page.module.css';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/** Skip link, header banner, page wrapper with `page` in its Suspense boundary, floating FAQs button. */
export function staticShell(cls: ClassNameOf, page: string): string {
  return [
    `<a class="qce-skip-link" href="#main-content">Skip to main content</a>`,
    `<header class="${cls(BANNER, 'banner')} qce-no-print"><div class="${cls(BANNER, 'inner')}">`,
    `<div class="${cls(BANNER, 'brand')}"><a class="${cls(BANNER, 'title')}" href="${paths.landing}">`,
    `${escapeHtml(PORTAL_TITLE)}</a></div></div></header>`,
    `<div class="${cls(LAYOUT, 'main')}"><!--$-->${page}<!--/$--></div>`,
    `<a class="${buttonClassName('primary')} ${cls(LAYOUT, 'faq')} qce-no-print" href="${paths.faq}"`,
    ` data-discover="true">FAQs</a>`,
  ].join('');
}

/** What ShellLayout's Suspense fallback shows while a lazy page or remote loads. */
export const LOADING_PAGE = `<p role="status">${STATIC_PAGE_STATUS}</p>`;

/**
 * A static page (a track's first page and its home, a document) as RouteFallback renders it while the
 * remote loads: the page's heading, its data-free lead and intro panel if any, and the status (ADR 008).
 * The kit writes it, so a track's release writes the same markup for its own pages (first-paint.json).
 */
export const staticPage = staticPageHtml;

/** /qce/applications as LandingPage renders it for a signed-in applicant. */
export function staticLandingPage(cls: ClassNameOf): string {
  const cards = PRODUCT_CARDS.map((card, i) => {
    const id = `app-shell-card-${i}`;
    return [
      `<li><article class="${cls(CARD, 'card')}" aria-labelledby="${id}">`,
      `<h2 id="${id}" class="${cls(CARD, 'title')}">${escapeHtml(card.title)}</h2>`,
      `<div class="${cls(CARD, 'description')}">${escapeHtml(card.description)}</div>`,
      `<div class="${cls(CARD, 'actions')}"><a class="${buttonClassName('primary')}" href="${card.href}"`,
      ` aria-describedby="${id}">Open ${escapeHtml(card.title)}</a></div></article></li>`,
    ].join('');
  });
  return [
    `<main id="main-content" tabindex="-1" aria-labelledby="landing-title" class="${cls(LANDING, 'page')}">`,
    `<h1 id="landing-title">${escapeHtml(LANDING_HEADING)}</h1>`,
    `<ul class="${cls(LANDING, 'cards')}">${cards.join('')}</ul></main>`,
  ].join('');
}
