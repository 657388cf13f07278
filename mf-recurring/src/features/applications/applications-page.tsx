import { useEffect } from 'react';
import { useNavigate } from '@qce/shared-kit/router';
import { DataTable, ErrorPanel, LoaderOverlay, PageHeading, StatusBadge } from '@qce/shared-kit/ui';
import type { DataTableColumn } from '@qce/shared-kit/ui';
import { MESSAGES, RECURRING_MESSAGES } from '@qce/shared-kit/messages';
import { formatShortDate, recurringEligibleApplications } from '@qce/shared-kit/domain';
import { getUserId } from '@qce/shared-kit/storage';
import {
  requestQuery,
  READ_WITH_PAGE_MS,
  usePageQueries,
  usePageQuery,
  userDetailsRequest,
} from '@qce/shared-kit/data';
import type { ApplicationRecord } from '@qce/shared-kit/api';
import { reportError } from '@qce/shared-kit/remote/report-error';
import { BASENAME, paths } from '../../config/paths';
import { setCurrentApplication } from '../../lib/current-application';
import type { LabTrack } from '../../lib/lab-track';
import { followUpListRequest } from '../../lib/follow-up-requests';
import type { FollowUpList } from '../../lib/follow-up-requests';
import { RequestForm, RequestPanel } from './request-form';
import styles from './applications.module.css';

const columns: DataTableColumn<ApplicationRecord>[] = [
  { key: 'applicationId', header: RECURRING_MESSAGES.columnApplicationId },
  {
    key: 'date',
    header: RECURRING_MESSAGES.columnDate,
    render: (row) => formatShortDate(row.applicationDate ?? row.updatedDate) || '-',
  },
  {
    key: 'status',
    header: RECURRING_MESSAGES.columnStatus,
    render: (row) => <StatusBadge status={row.status} />,
  },
];

type FollowUpLists =
  | { status: 'loading'; retry: () => void }
  | { status: 'error'; retry: () => void }
  | {
      status: 'ready';
      followUps: ApplicationRecord[];
      valid: ApplicationRecord[];
      retry: () => void;
    };

/**
 * The two lists of the page, for the signed-in user's email (payment §7), through the page's query cache
 * (the shell may have started them with the page: FIRST_PAGE_DATA). A failure is logged once.
 */
function useFollowUpLists(track: LabTrack): FollowUpLists {
  const userId = getUserId();
  const user = usePageQuery({
    ...requestQuery(userDetailsRequest(userId ?? '')),
    enabled: Boolean(userId),
  });
  const email = userId ? user.data?.data.email : '';
  const lists = usePageQueries({
    queries: (['ongoing', 'completed'] as const satisfies FollowUpList[]).map((list) => ({
      ...requestQuery(followUpListRequest(list, email ?? '', track)),
      enabled: email !== undefined,
      // Read again on every visit (a payment elsewhere changes them; the last answer shows meanwhile),
      // but not again behind an answer read with the page moments ago (issue 22).
      staleTime: READ_WITH_PAGE_MS,
    })),
  });
  const [followUps, completed] = lists;
  const failed = [user, ...lists].filter((query) => query.isError);
  const error = failed[0]?.error;
  useEffect(() => {
    if (error) reportError(error, { what: 'follow-up applications load' });
  }, [error]);
  const retry = () => {
    for (const query of failed.length > 0 ? failed : lists) void query.refetch();
  };
  if (failed.length > 0) return { status: 'error', retry };
  if (!followUps?.data || !completed?.data) return { status: 'loading', retry };
  return {
    status: 'ready',
    followUps: followUps.data.data?.details ?? [],
    valid: recurringEligibleApplications(completed.data.data?.details ?? [], track.labType),
    retry,
  };
}

/**
 * `/qce/recurring/{labType}/applications` (payment §2 Recurring applications, §7 applications list):
 * the request form first (its instructions are painted by the route's static HTML, ADR 008), then the
 * ongoing follow-ups with their status (one opens its order of payment).
 */
export function ApplicationsPage({ track }: { track: LabTrack }) {
  const navigate = useNavigate();
  const data = useFollowUpLists(track);
  const title = RECURRING_MESSAGES.titles[track.labType];
  if (data.status === 'loading') {
    // The heading stays where the page shows it (the shell's static HTML paints it first, ADR 008).
    return (
      <main className={`qce-page ${styles.page}`}>
        <PageHeading title={title} />
        <RequestPanel track={track} />
        <LoaderOverlay active label={`Loading ${title}`} />
      </main>
    );
  }
  if (data.status === 'error') {
    return (
      <main className="qce-page">
        <PageHeading title={title} />
        <ErrorPanel message={RECURRING_MESSAGES.listFailure} onRetry={data.retry} />
      </main>
    );
  }

  const open = (row: ApplicationRecord) => {
    setCurrentApplication(row.applicationId, track);
    navigate(paths.orderOfPayment.href(track.segment));
  };

  return (
    <main className={`qce-page ${styles.page}`}>
      <PageHeading title={title} />
      <RequestForm track={track} validApplications={data.valid} onCreated={data.retry} />
      <section className="qce-panel">
        <DataTable
          caption={RECURRING_MESSAGES.ongoingCaption}
          columns={columns}
          rows={data.followUps}
          getRowKey={(row) => row.applicationId}
          emptyText={MESSAGES.common.noRecordsFound}
          getRowHref={() => `${BASENAME}${paths.orderOfPayment.href(track.segment)}`}
          getRowActionLabel={(row) => RECURRING_MESSAGES.openApplication(row.applicationId)}
          onRowActivate={open}
        />
      </section>
    </main>
  );
}
