import type { MouseEvent } from 'react';

/**
 * Kit widgets render real links (`href`) so middle-click, copy-link and no-JS keep working, and
 * hand a plain left click to the caller's router through `onNavigate`. The kit never imports a router.
 */
export function routeClick(
  event: MouseEvent<HTMLAnchorElement>,
  href: string,
  onNavigate: ((href: string) => void) | undefined,
): void {
  if (!onNavigate) return;
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  onNavigate(href);
}
