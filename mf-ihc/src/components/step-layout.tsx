import type { ReactNode } from 'react';
import { Navigate, useNavigate } from '@qce/shared-kit/router';
import { ErrorPanel, LoaderOverlay, useNotices } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import type { UpdateDetailsPage } from '@qce/shared-kit/domain';
import { paths } from '../config/paths';
import { isBulkPart } from '../lib/bulk-part';
import { ihcApi } from '../lib/ihc-api';
import { pickInitialDetails } from '../lib/initial-details';
import { saveInitialDetails } from '../lib/update-details';
import type { CurrentApplication } from '../lib/use-current-application';
import { clearCurrentAppId, useCurrentApplication } from '../lib/use-current-application';
import { ApplicationDetailsHeader } from './application-details-header';
import { StepNavigation } from './step-navigation';
import styles from './step-layout.module.css';

export interface StepContext extends CurrentApplication {
  reload: () => void;
  notify: (text: string, kind?: 'success' | 'error' | 'info') => void;
}

/**
 * Frame of every step page after the application exists: title, the application details header,
 * the audit-log step navigation, page notices; redirects to the landing when no application is
 * chosen, and shows a message instead of a blank page when the application cannot be loaded. A
 * bulk part's initial details are its bulk's and it is cancelled with its bulk (intake §4 Bulk-part
 * applicant): no Update Details, no Cancel Application.
 */
export function StepLayout({
  title,
  headerPage = 'other',
  locked,
  showTitle = true,
  children,
}: {
  title: string;
  /** false when the page's own content brings its heading (e.g. the kit's ReviewStatus). */
  showTitle?: boolean;
  /** The audit-log step this page belongs to (documentation of the page's place in the flow). */
  step: string;
  headerPage?: UpdateDetailsPage;
  locked?: (ctx: CurrentApplication) => boolean;
  children: (ctx: StepContext) => ReactNode;
}) {
  const navigate = useNavigate();
  const current = useCurrentApplication();
  const notices = useNotices();
  const show = (text: string, kind: 'success' | 'error' | 'info' = 'info') =>
    notices.notify(kind, text);

  if (!current.appId) return <Navigate to={paths.applications.href} replace />;
  if (current.status === 'loading') return <LoaderOverlay active label={`Loading ${title}`} />;
  if (current.status === 'error' || !current.data) {
    console.error('application load failed', current.error);
    return (
      <main className="qce-page">
        <h1>{title}</h1>
        <ErrorPanel
          message={MESSAGES.common.trackUnavailable}
          onRetry={current.reload}
          retryLabel={MESSAGES.common.tryAgain}
        />
      </main>
    );
  }
  const ctx = current.data;
  const { application, auditLogs } = ctx;
  const bulkPart = isBulkPart(application);

  return (
    <main className={`qce-page ${styles.page}`} aria-label={showTitle ? undefined : title}>
      {showTitle && <h1>{title}</h1>}
      <StepNavigation auditLogs={auditLogs} />
      <ApplicationDetailsHeader
        applicationId={application.applicationId}
        status={application.status}
        details={pickInitialDetails(application.formData)}
        auditLogs={auditLogs}
        page={headerPage}
        locked={bulkPart || (locked?.(ctx) ?? false)}
        onUpdate={async (next) => {
          await saveInitialDetails(application, next, notices.notify);
          current.reload();
        }}
        onCancelApplication={
          bulkPart
            ? undefined
            : async () => {
                try {
                  await ihcApi.discardApplication(application.applicationId);
                } catch (error) {
                  console.error('discard failed', error);
                  throw error;
                }
                clearCurrentAppId();
                navigate(paths.applications.href);
              }
        }
      />
      {children({ ...ctx, reload: current.reload, notify: show })}
    </main>
  );
}
