import { localKeys } from '@qce/shared-kit/storage';
import { useApplicationStore, useAuditLogsStore } from '@qce/shared-kit/stores';
import type { ApplicationRecord, AuditLogEntry } from '@qce/shared-kit/api';
import { ihcApi } from './ihc-api';
import { useAsync } from '@qce/shared-kit/ui/use-async';

export interface CurrentApplication {
  application: ApplicationRecord;
  auditLogs: AuditLogEntry[];
}

/** The application id the applicant is working on (`app-id` in localStorage). */
export const getCurrentAppId = (): string | null => localKeys.get('appId');
export const setCurrentAppId = (id: string): void => localKeys.set('appId', id);
export const clearCurrentAppId = (): void => {
  localKeys.remove('appId');
  useApplicationStore.getState().clear();
  useAuditLogsStore.getState().clear();
};

/**
 * Loads the current application and its audit log. An audit-log failure is silent (intake §8:
 * other failures are only logged): the page works with an empty log.
 */
export function useCurrentApplication() {
  const appId = getCurrentAppId();
  const state = useAsync<CurrentApplication | null>(async () => {
    if (!appId) return null;
    const [application, auditLogs] = await Promise.all([
      ihcApi.application(appId),
      ihcApi.auditLogs(appId).catch((error: unknown) => {
        console.error('audit log load failed', error);
        return [] as AuditLogEntry[];
      }),
    ]);
    // Shared with the kit's flows (payment, head approval) through the application stores.
    useApplicationStore.getState().setApplication(application);
    useAuditLogsStore.getState().setLogs(application.applicationId, auditLogs);
    return { application, auditLogs };
  }, [appId]);
  return { appId, ...state };
}
