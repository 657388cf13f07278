import { localKeys } from '@qce/shared-kit/storage';
import { useApplicationRecord } from '@qce/shared-kit/data';
import type { ApplicationWithAuditLog } from '@qce/shared-kit/data';

export type CurrentApplication = ApplicationWithAuditLog;

/** The application id the applicant is working on (`app-id` in localStorage, intake §9). */
export const getCurrentAppId = (): string | null => localKeys.get('appId');
export const setCurrentAppId = (id: string): void => {
  localKeys.set('appId', id);
  localKeys.set('permitId', '2');
};
export const clearCurrentAppId = (): void => localKeys.remove('appId');

/**
 * The current application and its audit log, from the page's cache (the next step shows them at once;
 * an audit-log failure is silent, intake §8).
 */
export function useCurrentApplication() {
  const appId = getCurrentAppId();
  return { appId, ...useApplicationRecord(appId) };
}
