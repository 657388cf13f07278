import {
  DOCUMENTS_PAGE,
  TRACK_FIRST_PAGES,
  type StaticPage,
  type TrackKey,
} from '@qce/domain/messages/static-pages';

/*
 * @qce/domain/messages/static-page-html (the apps: @qce/shared-kit/messages/static-page-html): the
 * static pages as HTML, for builds and servers only (the shell's prerendered routes, each track
 * release's first-paint.json). Its own entry, so the shell's main.js (where `static-pages` is eager)
 * does not carry it.
 */

/** The status line under a static page while its remote loads. */
export const STATIC_PAGE_STATUS = 'Loading…';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/**
 * A static page as HTML, the markup the shell's route fallback renders while the remote loads (its
 * heading, data-free lead and intro panel, and the status). The shell writes it into its route pages at
 * build time; a track's release writes its own pages into `first-paint.json`, which the server composes
 * into the route's HTML at request time, so a heading ships with the track (issue 21 item 7).
 */
export function staticPageHtml(page: StaticPage): string {
  const lead = page.lead ? `<p>${escapeHtml(page.lead)}</p>` : '';
  const intro = page.intro
    ? [
        `<section class="qce-panel" aria-labelledby="track-intro-title">`,
        `<h2 id="track-intro-title">${escapeHtml(page.intro.heading)}</h2>`,
        `<p>${escapeHtml(page.intro.text)}</p></section>`,
      ].join('')
    : '';
  return [
    `<main id="main-content" tabindex="-1" class="qce-page">`,
    `<h1>${escapeHtml(page.title)}</h1>${lead}${intro}`,
    `<p role="status">${STATIC_PAGE_STATUS}</p></main>`,
  ].join('');
}

/** The keys a remote's build names in `firstPaint`: a track's first page, or the documents page. */
export type FirstPaintKey = TrackKey | 'DOCUMENTS';

/**
 * The routes (as the server sees them) and their HTML for the pages a release owns: a track's first page
 * under its path and its home; the documents page under `/qce/documents/_id` (any one id).
 */
export function firstPaintRoutes(keys: readonly FirstPaintKey[]): Record<string, string> {
  const routes: Record<string, string> = {};
  for (const key of keys) {
    if (key === 'DOCUMENTS') {
      routes[`${DOCUMENTS_PAGE.folder}/_id`] = staticPageHtml(DOCUMENTS_PAGE);
    } else {
      const page = TRACK_FIRST_PAGES[key];
      routes[page.path] = staticPageHtml(page);
      routes[page.home] = staticPageHtml(page);
    }
  }
  return routes;
}
