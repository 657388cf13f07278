import type { ReactNode } from 'react';
import { Navigate, useNavigate } from '@qce/shared-kit/router';
import { ErrorPanel, LoaderOverlay, PageHeading, ProgressTracker } from '@qce/shared-kit/ui';
import type { StepState, TrackerStep } from '@qce/shared-kit/ui';
import { RECURRING_MESSAGES } from '@qce/shared-kit/messages';
import { formatShortDate, recurringSteps } from '@qce/shared-kit/domain';
import type { RecurringStepId, RecurringStepStatus } from '@qce/shared-kit/domain';
import type { ApplicationRecord, AuditLogEntry } from '@qce/shared-kit/api';
import { BASENAME, paths } from '../config/paths';
import { getCurrentAppId } from '../lib/current-application';
import type { LabTrack } from '../lib/lab-track';
import { STEP_HREF } from '../lib/lab-track';
import { recurringApi } from '../lib/recurring-api';
import { useAsync } from '@qce/shared-kit/ui/use-async';
import { stepTitle } from '../lib/step-titles';
import styles from './step-layout.module.css';

export interface StepContext {
  application: ApplicationRecord;
  auditLogs: AuditLogEntry[];
  reload: () => void;
}

const TRACKER_STATE: Record<RecurringStepStatus, StepState> = {
  'not started': 'notstarted',
  'in progress': 'inprogress',
  completed: 'completed',
};

/**
 * The tracker of a follow-up flow (payment §2 Recurring applications, §4 Recurring steps): the
 * in-progress step highlighted, completed steps with their date, not-started steps not clickable.
 */
export function RecurringTracker({
  track,
  auditLogs,
}: {
  track: LabTrack;
  auditLogs: readonly AuditLogEntry[];
}) {
  const navigate = useNavigate();
  const steps: TrackerStep[] = recurringSteps(auditLogs, track.labType).map((step) => ({
    id: step.id,
    label: stepTitle(step.id),
    state: TRACKER_STATE[step.status],
    ...(step.completedAt ? { date: formatShortDate(step.completedAt) } : {}),
    href: `${BASENAME}${STEP_HREF[step.id](track.segment)}`,
  }));
  return (
    <ProgressTracker
      steps={steps}
      label="Follow-up progress"
      onStepSelect={(step) => navigate(STEP_HREF[step.id as RecurringStepId](track.segment))}
    />
  );
}

/**
 * Frame of every step page: heading, the progress tracker and the application; sends the applicant to
 * the list when no follow-up application is chosen, and shows a retry panel when it cannot be loaded.
 */
export function StepLayout({
  track,
  title,
  showTitle = true,
  children,
}: {
  track: LabTrack;
  title: string;
  /** false when the page's content brings its own heading (the kit's payment pages). */
  showTitle?: boolean;
  children: (ctx: StepContext) => ReactNode;
}) {
  const appId = getCurrentAppId();
  const state = useAsync(async () => {
    if (!appId) return null;
    const [application, auditLogs] = await Promise.all([
      recurringApi.application(appId),
      recurringApi.auditLogs(appId).catch((error: unknown) => {
        console.error('audit log load failed', error);
        return [] as AuditLogEntry[];
      }),
    ]);
    return { application, auditLogs };
  }, [appId]);

  if (!appId) return <Navigate to={paths.applications.href(track.segment)} replace />;
  if (state.status === 'loading') return <LoaderOverlay active label={`Loading ${title}`} />;
  if (state.status === 'error' || !state.data) {
    console.error('follow-up application load failed', state.error);
    return (
      <main className="qce-page">
        <PageHeading title={title} />
        <ErrorPanel message={RECURRING_MESSAGES.stepsFailure} onRetry={state.reload} />
      </main>
    );
  }
  const { application, auditLogs } = state.data;
  return (
    <main className={`qce-page ${styles.page}`} aria-label={showTitle ? undefined : title}>
      {showTitle && (
        <PageHeading title={title} subtitle={RECURRING_MESSAGES.titles[track.labType]} />
      )}
      <RecurringTracker track={track} auditLogs={auditLogs} />
      <section className="qce-panel" aria-label="Application details">
        <dl className={styles.summary}>
          <div>
            <dt>{RECURRING_MESSAGES.columnApplicationId}</dt>
            <dd>{application.applicationId}</dd>
          </div>
          <div>
            <dt>{RECURRING_MESSAGES.columnStatus}</dt>
            <dd>{application.status}</dd>
          </div>
        </dl>
      </section>
      {children({ application, auditLogs, reload: state.reload })}
    </main>
  );
}
