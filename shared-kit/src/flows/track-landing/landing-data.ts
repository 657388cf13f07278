import type { ApplicationType, Industry, UserDetails } from '@qce/shared-kit/api';
import { openFromHistory } from '@qce/shared-kit/domain';
import { getUserId } from '@qce/shared-kit/storage';
import { useAsync } from '@qce/shared-kit/ui/use-async';
import { logged } from '@qce/shared-kit/api/errors';
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

/** The track's calls a landing makes (its api object fits). */
export interface LandingApi {
  userDetails: (userId: string) => Promise<UserDetails>;
  industries: () => Promise<Industry[]>;
  applicationTypes: () => Promise<ApplicationType[]>;
}

/**
 * What a landing needs (intake §2 Landing): the signed-in user's details, industries and application
 * types, loaded together; each failure is logged and leaves its part empty, so the landing stays
 * usable (intake §8).
 */
export function useLandingData(api: LandingApi): LandingData & { loading: boolean } {
  const data = useAsync<LandingData>(async () => {
    const userId = getUserId();
    const [user, industries, applicationTypes] = await Promise.all([
      userId ? api.userDetails(userId).catch(logged('user details', undefined)) : undefined,
      api.industries().catch(logged('industries', [] as Industry[])),
      api.applicationTypes().catch(logged('application types', [] as ApplicationType[])),
    ]);
    return { user, industries, applicationTypes };
  }, []);
  return {
    loading: data.status === 'loading',
    user: data.data?.user,
    industries: data.data?.industries ?? [],
    applicationTypes: data.data?.applicationTypes ?? [],
  };
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
