import { localKeys } from '@qce/shared-kit/storage';
import { useApplicationRecord } from '@qce/shared-kit/data';
import type { LabTrack } from './lab-track';

/** The follow-up application being worked on (`app-id`, `permit-id`, `actual-class` in localStorage, payment §9). */
export const getCurrentAppId = (): string | null => localKeys.get('appId');

/**
 * The open follow-up application and its audit log, from the page's cache: the next step shows them at
 * once and reads them again when they are older than a few seconds (the flow moves on at the
 * laboratory, which no write of this tab tells the cache about) or a write happened. A failed audit log
 * is only reported (the tracker shows every step not started).
 */
export function useCurrentApplication() {
  const appId = getCurrentAppId();
  return { appId, ...useApplicationRecord(appId) };
}

export function setCurrentApplication(applicationId: string, track: LabTrack): void {
  localKeys.set('appId', applicationId);
  localKeys.set('permitId', String(track.permitId));
  // The order-of-payment print view reads the class (shared-kit flows README).
  localKeys.set('actualClass', 'Individual');
}
