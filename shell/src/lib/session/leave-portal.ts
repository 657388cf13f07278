/** Full-page navigation out of the single-page app (the login hand-off). Its own module so tests can observe it. */
export function leavePortal(url: string): void {
  window.location.assign(url);
}
