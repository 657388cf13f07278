import { localKeys } from '@qce/shared-kit/storage';
import type { ApplicationRecord, AuditLogEntry } from '@qce/shared-kit/api';
import { spApi } from './sp-api';
import { useAsync } from '@qce/shared-kit/ui/use-async';

export interface CurrentApplication {
  application: ApplicationRecord;
  auditLogs: AuditLogEntry[];
}

/** The application id the applicant is working on (`app-id` in localStorage, intake §9). */
export const getCurrentAppId = (): string | null => localKeys.get('appId');
export const setCurrentAppId = (id: string): void => {
  localKeys.set('appId', id);
  localKeys.set('permitId', '2');
};
export const clearCurrentAppId = (): void => localKeys.remove('appId');

/**
 * Loads the current application and its audit log. An audit-log failure is silent (intake §8:
 * other failures are only logged): the page works with an empty log.
 */
export function useCurrentApplication() {
  const appId = getCurrentAppId();
  const state = useAsync<CurrentApplication | null>(async () => {
    if (!appId) return null;
    const [application, auditLogs] = await Promise.all([
      spApi.application(appId),
      spApi.auditLogs(appId).catch((error: unknown) => {
        console.error('audit log load failed', error);
        return [] as AuditLogEntry[];
      }),
    ]);
    return { application, auditLogs };
  }, [appId]);
  return { appId, ...state };
}
