import { staticPageAt, type StaticPage } from '@qce/shared-kit/messages/static-pages';

/**
 * The static page the server composed into the route's HTML (issue 21 item 7): on a track's first page it
 * comes from the live release's `first-paint.json`, not from the shell's build. Read once, before React
 * renders over it, so the route fallback keeps showing exactly what was painted (the live heading) until
 * the remote renders, even when the track changed it after the shell was built.
 */
let painted: { pathname: string; page: StaticPage } | undefined;

const normalize = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

const text = (element: Element | null | undefined) => element?.textContent?.trim() || undefined;

export function captureFirstPaint(root: ParentNode, pathname: string): void {
  painted = undefined;
  if (!staticPageAt(pathname)) return;
  const main = root.querySelector('main#main-content');
  const title = text(main?.querySelector(':scope > h1'));
  if (!main || !title) return;
  const lead = text(main.querySelector(':scope > h1 + p:not([role])'));
  const section = main.querySelector(':scope > section');
  const intro = section
    ? {
        heading: text(section.querySelector('h2')) ?? '',
        text: text(section.querySelector('p')) ?? '',
      }
    : undefined;
  painted = {
    pathname: normalize(pathname),
    page: { title, ...(lead ? { lead } : {}), ...(intro ? { intro } : {}) },
  };
}

/** The page painted at `pathname`, if the document was loaded there; else the shell's own constants. */
export function staticPageShownAt(pathname: string): StaticPage | undefined {
  return painted && painted.pathname === normalize(pathname)
    ? painted.page
    : staticPageAt(pathname);
}
