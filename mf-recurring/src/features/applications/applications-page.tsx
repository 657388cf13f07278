import { useNavigate } from 'react-router-dom';
import { DataTable, ErrorPanel, LoaderOverlay, PageHeading, StatusBadge } from '@qce/shared-kit/ui';
import type { DataTableColumn } from '@qce/shared-kit/ui';
import { MESSAGES, RECURRING_MESSAGES } from '@qce/shared-kit/messages';
import { formatShortDate, recurringEligibleApplications } from '@qce/shared-kit/domain';
import { getUserId } from '@qce/shared-kit/storage';
import type { ApplicationRecord } from '@qce/shared-kit/api';
import { BASENAME, paths } from '../../config/paths';
import { setCurrentApplication } from '../../lib/current-application';
import type { LabTrack } from '../../lib/lab-track';
import { recurringApi } from '../../lib/recurring-api';
import { useAsync } from '@qce/shared-kit/ui/use-async';
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

/**
 * `/qce/recurring/{labType}/applications` (payment §2 Recurring applications, §7 applications list):
 * the request form first (its instructions are painted by the route's static HTML, ADR 008), then the
 * ongoing follow-ups with their status (one opens its order of payment).
 */
export function ApplicationsPage({ track }: { track: LabTrack }) {
  const navigate = useNavigate();
  const data = useAsync(async () => {
    const userId = getUserId();
    const email = userId ? (await recurringApi.userDetails(userId)).email : '';
    const [followUps, completed] = await Promise.all([
      recurringApi.followUps(email, track),
      recurringApi.completedApplications(email, track),
    ]);
    return { followUps, valid: recurringEligibleApplications(completed, track.labType) };
  }, [track.segment]);

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
    console.error('follow-up applications load failed', data.error);
    return (
      <main className="qce-page">
        <PageHeading title={title} />
        <ErrorPanel message={RECURRING_MESSAGES.listFailure} onRetry={data.reload} />
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
      <RequestForm
        track={track}
        validApplications={data.data.valid}
        onCreated={() => data.reload()}
      />
      <section className="qce-panel">
        <DataTable
          caption={RECURRING_MESSAGES.ongoingCaption}
          columns={columns}
          rows={data.data.followUps}
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
