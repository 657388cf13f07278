import { localKeys } from '@qce/shared-kit/storage';
import type { LabTrack } from './lab-track';

/** The follow-up application being worked on (`app-id`, `permit-id`, `actual-class` in localStorage, payment §9). */
export const getCurrentAppId = (): string | null => localKeys.get('appId');

export function setCurrentApplication(applicationId: string, track: LabTrack): void {
  localKeys.set('appId', applicationId);
  localKeys.set('permitId', String(track.permitId));
  // The order-of-payment print view reads the class (shared-kit flows README).
  localKeys.set('actualClass', 'Individual');
}
