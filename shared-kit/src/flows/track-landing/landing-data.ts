import { useEffect } from 'react';
import type { ApplicationType, Industry, UserDetails } from '@qce/shared-kit/api';
import { listOf } from '@qce/shared-kit/api/intake';
import {
  APPLICATION_TYPES_REQUEST,
  INDUSTRIES_REQUEST,
  requestQuery,
  usePageQueries,
  userDetailsRequest,
} from '@qce/shared-kit/data';
import { openFromHistory } from '@qce/shared-kit/domain';
import { getUserId } from '@qce/shared-kit/storage';
import { reportError } from '@qce/shared-kit/remote/report-error';
import type { HistoryNotice } from './history-notice-dialog';

/** The reason/remarks of a record: its remarks, else the latest status-history remark. */
export function remarksOf(record: {
  remarks?: string;
  statusHistory?: { remarks?: string }[];
}): string | undefined {
  if (record.remarks) return record.remarks;
  const history = record.statusHistory ?? [];
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const remark = history[i]?.remarks;
    if (remark) return remark;
  }
  return undefined;
}

export interface LandingData {
  user: UserDetails | undefined;
  industries: Industry[];
  applicationTypes: ApplicationType[];
}

/**
 * What a landing needs (intake §2 Landing): the signed-in user's details, industries and application
 * types, read together through the page's query cache (the shell may have started them with the page:
 * `trackLandingRequests`); each failure is logged and leaves its part empty, so the landing stays
 * usable (intake §8).
 */
export function useLandingData(): LandingData & { loading: boolean } {
  const userId = getUserId();
  const [user, industries, applicationTypes] = usePageQueries({
    queries: [
      { ...requestQuery(userDetailsRequest(userId ?? '')), enabled: Boolean(userId) },
      requestQuery(INDUSTRIES_REQUEST),
      requestQuery(APPLICATION_TYPES_REQUEST),
    ],
  });
  useReportedFailure('user details', user.error);
  useReportedFailure('industries', industries.error);
  useReportedFailure('application types', applicationTypes.error);
  return {
    loading: [user, industries, applicationTypes].some(
      (q) => q.isPending && q.fetchStatus !== 'idle',
    ),
    user: user.data?.data,
    industries: listOf(industries.data?.data),
    applicationTypes: listOf(applicationTypes.data?.data),
  };
}

/** A failed read the page works around is reported once (intake §8), not shown. */
function useReportedFailure(what: string, error: unknown): void {
  useEffect(() => {
    if (error) reportError(error, { what });
  }, [what, error]);
}

/**
 * Opening a history row (intake §4): the dialog to show instead of the application, or `null` when
 * the application is loaded.
 */
export function historyNoticeFor(
  record: { status?: string; remarks?: string; statusHistory?: { remarks?: string }[] },
  applicationId: string,
  isBulk: boolean,
): HistoryNotice | null {
  const decision = openFromHistory({ status: record.status, isBulk });
  switch (decision.kind) {
    case 'rejected-dialog':
      return { kind: 'rejected', applicationId, reason: remarksOf(record) };
    case 'on-hold-dialog':
      return { kind: 'on-hold', applicationId, remarks: remarksOf(record) };
    case 'bulk-rejected':
      return { kind: 'bulk-rejected', applicationId };
    case 'bulk-discarded':
      return { kind: 'bulk-discarded', applicationId };
    default:
      return null;
  }
}
