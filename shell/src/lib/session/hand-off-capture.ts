/**
 * The login hand-off (`?userId=...&token=...`) leaves the address bar as the very first thing main.js does,
 * before it loads any chunk, so no later request can carry it in a Referer (issue 23 item 7; the servers
 * also send `Referrer-Policy: strict-origin` for the requests the HTML makes before any script runs).
 * The values are kept here, in memory, until bootstrap stores them (query-hand-off.ts). No dependencies:
 * this runs in main.js.
 */
/** The query values the account service hands the landing (payment spec §2). */
export const HAND_OFF_KEYS = ['userId', 'token', 'appId', 'specificPage'] as const;

let captured: string | null = null;

/** Takes the hand-off values out of the current address (history.replaceState); keeps the full address. */
export function captureHandOff(win: Window = window): void {
  const url = new URL(win.location.href);
  if (!HAND_OFF_KEYS.some((key) => url.searchParams.has(key))) return;
  captured = url.href;
  HAND_OFF_KEYS.forEach((key) => url.searchParams.delete(key));
  const query = url.searchParams.toString();
  win.history.replaceState(
    win.history.state,
    '',
    `${url.pathname}${query ? `?${query}` : ''}${url.hash}`,
  );
}

/** The address captureHandOff took the values from (once), else null. */
export function takeCapturedHandOff(): string | null {
  const address = captured;
  captured = null;
  return address;
}
