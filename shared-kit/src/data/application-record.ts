import { useEffect } from 'react';
import type { ApplicationRecord, AuditLogEntry } from '@qce/shared-kit/api';
import { reportError } from '@qce/shared-kit/remote/report-error';
import { requestQuery } from './api-query';
import type { RequestOf } from './api-query';
import { usePageQueries } from './hooks';

/** One application (the applicant's own). */
export const applicationRequest = (id: string): RequestOf<'APPLICATION_BY_ID'> => ({
  endpoint: 'APPLICATION_BY_ID',
  params: { id },
});

/** An application's audit log (its steps' progress). */
export const auditLogRequest = (applicationId: string): RequestOf<'AUDIT_PROGRESS'> => ({
  endpoint: 'AUDIT_PROGRESS',
  query: { applicationId },
});

/** How long moving between steps shows the application without reading it again (a write reads at once). */
const BETWEEN_STEPS_MS = 10_000;

export interface ApplicationWithAuditLog {
  application: ApplicationRecord;
  auditLogs: AuditLogEntry[];
}

/** Reads the application and its audit log again; settles once both answers are in the cache. */
export type ReloadRecord = () => Promise<void>;

export type ApplicationRecordState =
  | { status: 'loading'; data: undefined; error: undefined; reload: ReloadRecord }
  | {
      status: 'ready';
      data: ApplicationWithAuditLog | null;
      error: undefined;
      reload: ReloadRecord;
    }
  | { status: 'error'; data: undefined; error: unknown; reload: ReloadRecord };

/**
 * The application a track's steps work on and its audit log, through the page's cache: the next step
 * shows them at once, and reads them again only when they are older than a few seconds or a write
 * happened. An audit-log failure is silent (intake §8: only logged): the page works with an empty log.
 * `data` is null without an application id.
 */
export function useApplicationRecord(appId: string | null): ApplicationRecordState {
  const [application, audit] = usePageQueries({
    queries: [
      {
        ...requestQuery(applicationRequest(appId ?? '')),
        enabled: Boolean(appId),
        staleTime: BETWEEN_STEPS_MS,
      },
      {
        ...requestQuery(auditLogRequest(appId ?? '')),
        enabled: Boolean(appId),
        staleTime: BETWEEN_STEPS_MS,
      },
    ],
  });
  useEffect(() => {
    if (audit.error) reportError(audit.error, { what: 'audit log load' });
  }, [audit.error]);
  const reload = async () => {
    await Promise.all([application.refetch(), audit.refetch()]);
  };
  if (!appId) return { status: 'ready', data: null, error: undefined, reload };
  if (application.isError) {
    return { status: 'error', data: undefined, error: application.error, reload };
  }
  const record = application.data?.data?.data;
  if (application.data && !record) {
    return {
      status: 'error',
      data: undefined,
      error: new Error('no application in the answer'),
      reload,
    };
  }
  const settledAudit = audit.data !== undefined || audit.isError;
  if (!record || !settledAudit) {
    return { status: 'loading', data: undefined, error: undefined, reload };
  }
  const logs = audit.data?.data;
  return {
    status: 'ready',
    data: { application: record, auditLogs: Array.isArray(logs) ? logs : [] },
    error: undefined,
    reload,
  };
}
