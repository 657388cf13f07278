import type { ReactNode } from 'react';
import { Navigate, useNavigate } from '@qce/shared-kit/router';
import { ErrorPanel, LoaderOverlay, PageHeading, useNotices } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import { isFormLocked, showUpdateDetailsIcon } from '@qce/shared-kit/domain';
import { paths } from '../config/paths';
import type { CurrentApplication } from '../lib/current-application';
import { clearCurrentAppId, useCurrentApplication } from '../lib/current-application';
import { spApi } from '../lib/sp-api';
import { ApplicationDetailsHeader } from './application-details-header';
import { StepNavigation } from './step-navigation';
import styles from './step-layout.module.css';

export interface StepContext extends CurrentApplication {
  reload: () => void;
  /** intake §4 Update Details icon: on SP pages only when the source is not OUBPAS. */
  canUpdateDetails: boolean;
}

/**
 * Frame of every SP step page after the application exists: title, the audit-log step navigation
 * and a summary of the application; redirects to the landing when no application is chosen, and
 * shows a retry panel instead of a blank page when the application cannot be loaded.
 */
export function StepLayout({
  title,
  showTitle = true,
  children,
}: {
  title: string;
  /** false when the page's own content brings its heading (e.g. the kit's flow pages). */
  showTitle?: boolean;
  children: (ctx: StepContext) => ReactNode;
}) {
  const current = useCurrentApplication();
  const notices = useNotices();
  const navigate = useNavigate();

  if (!current.appId) return <Navigate to={paths.applications.href} replace />;
  if (current.status === 'loading') return <LoaderOverlay active label={`Loading ${title}`} />;
  if (current.status === 'error' || !current.data) {
    console.error('application load failed', current.error);
    return (
      <main className="qce-page">
        <PageHeading title={title} />
        <ErrorPanel message={MESSAGES.common.trackUnavailable} onRetry={current.reload} />
      </main>
    );
  }
  const ctx = current.data;
  const { application, auditLogs } = ctx;
  const f = application.formData;
  const canUpdateDetails = showUpdateDetailsIcon({ page: 'sp', sourceType: f.source_type ?? null });
  const locked = isFormLocked({ status: application.status, auditLogs });

  return (
    <main className={`qce-page ${styles.page}`} aria-label={showTitle ? undefined : title}>
      {showTitle && <h1>{title}</h1>}
      <StepNavigation auditLogs={auditLogs} />
      <ApplicationDetailsHeader
        label="Application details"
        summary={[
          ['Application ID', application.applicationId],
          ['Status', application.status],
          ['Establishment', f.establishmentName ?? ''],
          [MESSAGES.landing.applicationType, f.type ?? ''],
        ]}
        application={application}
        auditLogs={auditLogs}
        locked={locked}
        onSaved={current.reload}
        onCancelApplication={async () => {
          try {
            await spApi.discardApplication(application.applicationId);
          } catch (error) {
            console.error('cancelling the application failed', error);
            notices.error(MESSAGES.common.somethingWentWrongPeriod);
            return;
          }
          clearCurrentAppId();
          navigate(paths.applications.href);
        }}
      />
      {children({
        ...ctx,
        reload: current.reload,
        canUpdateDetails,
      })}
    </main>
  );
}
