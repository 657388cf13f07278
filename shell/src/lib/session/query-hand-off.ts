import { forgetApplicant, forgetStoreArea, localKeys, sessionKeys } from '@qce/shared-kit/storage';
import { paths } from '../../config/paths';
import { HAND_OFF_KEYS, takeCapturedHandOff } from './hand-off-capture';

/** `specificPage` values that mean the sanitary permit page (the spec does not spell the value). */
const SANITARY_PAGES = new Set(['sanitary', 'sanitary-permit', 'sanitarypermit', 'sp']);

export interface HandOffResult {
  /** The address without the hand-off values. */
  cleanedUrl: string;
  /** Where to go instead, when the hand-off asks for a specific page. */
  redirectTo: string | null;
}

/**
 * Stores `userId` (sessionStorage `userID`), `token` and `appId` (localStorage `token`, `app-id`)
 * from the query and returns the address without them; `specificPage` of the sanitary page with an
 * `appId` sends the applicant to the primary-details dialog (and makes the sanitary permit the session's
 * product). A hand-off for another user than the tab's first forgets the previous applicant.
 */
export function readQueryHandOff(url: URL): HandOffResult | null {
  const params = url.searchParams;
  if (!HAND_OFF_KEYS.some((key) => params.has(key))) return null;
  const userId = params.get('userId');
  const token = params.get('token');
  const appId = params.get('appId');
  const specificPage = params.get('specificPage');
  const previousUserId = sessionKeys.get('userId');
  // Another applicant signing in on this tab: nothing of the previous one (profile, product, drafts) stays.
  if (userId && previousUserId !== null && previousUserId !== userId) forgetApplicant();
  if (userId) sessionKeys.set('userId', userId);
  if (token) localKeys.set('token', token);
  if (appId) localKeys.set('appId', appId);
  HAND_OFF_KEYS.forEach((key) => params.delete(key));
  const query = params.toString();
  const cleanedUrl = `${url.pathname}${query ? `?${query}` : ''}${url.hash}`;
  const sanitary = !!specificPage && SANITARY_PAGES.has(specificPage.trim().toLowerCase());
  if (!(sanitary && appId)) return { cleanedUrl, redirectTo: null };
  // The account service sends the applicant to the sanitary permit: that is this session's product now.
  forgetStoreArea('landing');
  return { cleanedUrl, redirectTo: paths.populatePrimaryDetails };
}

/**
 * Applies the hand-off to the current document before the router starts (no values left in history): the
 * values main.js took out of the address at once (hand-off-capture.ts), else the current address's.
 */
export function consumeQueryHandOff(win: Window = window): void {
  const result = readQueryHandOff(new URL(takeCapturedHandOff() ?? win.location.href));
  if (!result) return;
  win.history.replaceState(win.history.state, '', result.redirectTo ?? result.cleanedUrl);
}
