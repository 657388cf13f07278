import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { ApplicationRecord, AuditLogEntry } from '@qce/shared-kit/api';
import type { ApplicationRecordState, ApplicationWithAuditLog } from '@qce/shared-kit/data';
import type { ApplicationTrack, UpdateDetailsPage } from '@qce/shared-kit/domain';
import { ApplicationDetailsHeader } from '@qce/shared-kit/flows/application-details';
import type { LandingSelection } from '@qce/shared-kit/flows/initial-details';
import { MESSAGES } from '@qce/shared-kit/messages';
import { reportError } from '@qce/shared-kit/remote/report-error';
import {
  ErrorPanel,
  LoaderOverlay,
  PageHeading,
  ProgressTracker,
  useNotices,
} from '@qce/shared-kit/ui';
import type { FrameStep } from '@qce/shared-kit/flows/step-navigation';
import styles from './step-frame.module.css';

/** The track router's navigate (`useNavigate` of `@qce/shared-kit/router`): the kit imports no router. */
export type StepFrameNavigate = (route: string, options?: { replace?: boolean }) => void;

/** The open application as the track reads it: its id (null: none chosen) and its load state. */
export type StepFrameRecord = { appId: string | null } & ApplicationRecordState;

/** What a step page receives from the frame. */
export interface StepContext extends ApplicationWithAuditLog {
  /**
   * Reads the application and its audit log again (after the page changed them); settles once both
   * answers are in the cache, so the next step finds them there.
   */
  reload: () => Promise<void>;
}

/** Summary rows of the application details: label and value ('-' when empty). */
export type SummaryRows = readonly (readonly [string, string])[];

/**
 * What a track configures once for all its step pages: where the application comes from, its steps,
 * its summary rows, Update Details and Cancel Application.
 */
export interface StepFrameTrack<D extends LandingSelection = LandingSelection> {
  /** The open application (the track's `app-id` through `useApplicationRecord` of the data entry). */
  useApplication: () => StepFrameRecord;
  /** The track router's `useNavigate` (routes are within the router's basename). */
  useNavigate: () => StepFrameNavigate;
  /** Prefix of a route in a real link's href (the router's basename, e.g. `/qce`). */
  basename: string;
  /** The track's landing: where an applicant without an open application, or who cancelled it, goes. */
  landingRoute: string;
  /** The retry panel's text when the application cannot be loaded (default: the track is unavailable). */
  failureMessage?: string;
  /** A line under every step page's heading (the follow-up lab's name). */
  subtitle?: string;
  steps: {
    /** The tracker's accessible name (default 'Application steps'). */
    label?: string;
    /** The track's steps and their state (`auditLogSteps` for IHC and SP). */
    of: (auditLogs: readonly AuditLogEntry[]) => readonly FrameStep[];
  };
  summary: {
    /**
     * The details section's accessible name, the summary first and the buttons after it; absent: an
     * 'Application Details (id)' heading with the buttons beside it.
     */
    label?: string;
    /** The initial details of a saved application (the start of Update Details). */
    details: (application: ApplicationRecord) => D;
    rows: (details: D, application: ApplicationRecord | undefined) => SummaryRows;
  };
  /** Update Details (intake §4, §5 Changing initial details); absent: the summary only. */
  updateDetails?: {
    track: ApplicationTrack;
    /** Which §4 Update Details icon rule applies (a page may name another: `detailsPage`). */
    page: UpdateDetailsPage;
    /** The application's `source_type` (SP: no Update Details for OUBPAS). */
    sourceType?: (application: ApplicationRecord) => string | null | undefined;
    /** The details are read-only for this application (e.g. a bulk part's are its bulk's). */
    locked?: (record: ApplicationWithAuditLog) => boolean;
    /** Label of the button that keeps the application in the cancel confirmation. */
    keepLabel?: string;
    /** Writes the new details; rejects when it failed (the frame says so and keeps the dialog open). */
    save: (application: ApplicationRecord, next: D) => Promise<void>;
  };
  /** Cancel Application (intake §4): shown by the header's rule; absent: never offered. */
  cancel?: {
    /** Sets the application's status to Discard. */
    discard: (applicationId: string) => Promise<void>;
    /** Whether this application may be cancelled here (a bulk part is cancelled with its bulk). */
    available?: (application: ApplicationRecord) => boolean;
    /** After a successful discard, before going to the landing (e.g. forget the open application). */
    onCancelled?: () => void;
  };
}

export interface StepFrameProps {
  title: string;
  /** false when the page's own content brings its heading (the kit's payment and review pages). */
  showTitle?: boolean;
  /** The §4 Update Details rule of this page, when not the track's (IHC requirements upload). */
  detailsPage?: UpdateDetailsPage;
  children: (ctx: StepContext) => ReactNode;
}

export interface StepFrameLayoutProps<D extends LandingSelection = LandingSelection> {
  title: string;
  showTitle?: boolean;
  detailsPage?: UpdateDetailsPage;
  /** The page's own reason to keep the details read-only (the application form's locking rule). */
  locked?: boolean;
  /** The application and its audit log; absent while a new application is not saved yet. */
  record: ApplicationWithAuditLog | undefined;
  reload: () => void;
  /**
   * The initial details of an application not saved yet, and where Update Details keeps them (no
   * `save`: read-only until the application is saved).
   */
  draft?: { details: D; save?: (next: D) => Promise<void> };
  /**
   * A saved record the page reads and writes itself, not the track's application (the IHC bulk: intake
   * §7 PUT /application/bulk and its discard). Its details header is the frame's, with the frame's
   * notices; Update Details and Cancel Application go to the page's calls.
   */
  pageRecord?: PageRecord<D>;
  children: ReactNode;
}

/** A saved record of the page's own in the frame's details header (`StepFrameLayout`'s `pageRecord`). */
export interface PageRecord<D extends LandingSelection = LandingSelection> {
  applicationId: string;
  status: string;
  auditLogs: readonly AuditLogEntry[];
  details: D;
  /** The details are read-only (the page's locking rule). */
  locked?: boolean;
  /** Writes the new details; rejects when it failed (the frame says so and keeps the dialog open). */
  save: (next: D) => Promise<void>;
  /** Discards the record; rejects when it failed (the frame says so). */
  discard: () => Promise<void>;
  /** After a successful discard, before going to the landing (e.g. forget the open record). */
  onCancelled?: () => void;
}

/**
 * The one step frame of every track (ARCHITECTURE 11): `createStepFrame(track)` gives the track's
 * `StepFrame` (loads the open application: sends the applicant to the landing when none is chosen,
 * shows a loader, and a heading with a retry panel, never a blank page, when it cannot be loaded) and
 * `StepFrameLayout` (the same frame around an application the page loaded itself, or one not saved yet:
 * the application form). The frame is the heading, the step tracker, the application details (summary,
 * Update Details, Cancel Application) and page notices; a failed cancel is a notice, never a throw.
 */
export function createStepFrame<D extends LandingSelection>(track: StepFrameTrack<D>) {
  function StepFrameFailure({ title, onRetry }: { title: string; onRetry: () => void }) {
    return (
      <main className="qce-page">
        <PageHeading title={title} subtitle={track.subtitle} />
        <ErrorPanel
          message={track.failureMessage ?? MESSAGES.common.trackUnavailable}
          onRetry={onRetry}
          retryLabel={MESSAGES.common.tryAgain}
        />
      </main>
    );
  }

  function StepFrameLayout({
    title,
    showTitle = true,
    detailsPage,
    locked = false,
    record,
    reload,
    draft,
    pageRecord,
    children,
  }: StepFrameLayoutProps<D>) {
    const navigate = track.useNavigate();
    const notices = useNotices();
    const application = record?.application;
    const auditLogs = record?.auditLogs ?? pageRecord?.auditLogs ?? [];
    const details = application
      ? track.summary.details(application)
      : (pageRecord?.details ?? draft?.details);
    const { updateDetails, cancel } = track;

    /** The write of Update Details: the track's for its application, else the page's. */
    const saveDetails = (next: D): Promise<void> | undefined => {
      if (application) return updateDetails?.save(application, next);
      return pageRecord?.save(next);
    };

    const onUpdate = async (next: D) => {
      if (!application && !pageRecord) {
        await draft?.save?.(next);
        notices.success(MESSAGES.updateDetails.success);
        return;
      }
      try {
        await saveDetails(next);
      } catch (error) {
        reportError(error, { what: 'update details' });
        notices.error(MESSAGES.updateDetails.failure);
        throw error;
      }
      notices.success(MESSAGES.updateDetails.success);
      reload();
    };

    /** Cancel Application's call: the track's discard of its application, else the page's own. */
    const discardCall = (): { run: () => Promise<void>; after?: () => void } | undefined => {
      if (application) {
        if (!cancel || !(cancel.available?.(application) ?? true)) return undefined;
        return { run: () => cancel.discard(application.applicationId), after: cancel.onCancelled };
      }
      return pageRecord && { run: pageRecord.discard, after: pageRecord.onCancelled };
    };
    const discard = discardCall();

    /** Read-only details: the page's reason, else the track's rule, the page record's or the draft's. */
    const detailsLocked = (): boolean => {
      if (locked) return true;
      if (application && record) return updateDetails?.locked?.(record) ?? false;
      if (pageRecord) return pageRecord.locked ?? false;
      return !draft?.save;
    };

    const onCancel = async () => {
      if (!discard) return;
      try {
        await discard.run();
      } catch (error) {
        reportError(error, { what: 'cancelling the application' });
        notices.error(MESSAGES.common.somethingWentWrongPeriod);
        return;
      }
      discard.after?.();
      navigate(track.landingRoute);
    };
    const steps = record ? track.steps.of(auditLogs) : [];
    const stepByHref = new Map(steps.map((step) => [`${track.basename}${step.route}`, step.route]));

    return (
      <main className={`qce-page ${styles.page}`} aria-label={showTitle ? undefined : title}>
        {showTitle && <PageHeading title={title} subtitle={track.subtitle} />}
        {record && (
          <ProgressTracker
            label={track.steps.label ?? 'Application steps'}
            steps={steps.map(({ route, ...step }) => ({
              ...step,
              href: `${track.basename}${route}`,
            }))}
            onStepSelect={(step) => {
              const route = step.href ? stepByHref.get(step.href) : undefined;
              if (route) navigate(route);
            }}
          />
        )}
        {details && (
          <ApplicationDetailsHeader<D>
            {...(updateDetails ? { track: updateDetails.track, onUpdate } : {})}
            applicationId={application?.applicationId ?? pageRecord?.applicationId}
            status={application?.status ?? pageRecord?.status}
            details={details}
            summary={track.summary.rows(details, application)}
            label={track.summary.label}
            auditLogs={auditLogs}
            page={detailsPage ?? updateDetails?.page ?? 'other'}
            sourceType={application ? updateDetails?.sourceType?.(application) : undefined}
            locked={detailsLocked()}
            keepLabel={updateDetails?.keepLabel}
            onCancelApplication={discard ? onCancel : undefined}
          />
        )}
        {children}
      </main>
    );
  }

  function StepFrame({ title, showTitle = true, detailsPage, children }: StepFrameProps) {
    const current = track.useApplication();
    const navigate = track.useNavigate();
    const { appId } = current;
    useEffect(() => {
      if (!appId) navigate(track.landingRoute, { replace: true });
    }, [appId, navigate]);
    const failure = current.status === 'error' ? current.error : undefined;
    useEffect(() => {
      // Once per failed read, not per render of the retry panel.
      if (failure !== undefined) reportError(failure, { what: 'application load' });
    }, [failure]);

    if (!appId) return null;
    if (current.status === 'loading') return <LoaderOverlay active label={`Loading ${title}`} />;
    if (current.status === 'error' || !current.data) {
      return <StepFrameFailure title={title} onRetry={current.reload} />;
    }
    const record = current.data;
    return (
      <StepFrameLayout
        title={title}
        showTitle={showTitle}
        detailsPage={detailsPage}
        record={record}
        reload={current.reload}
      >
        {children({ ...record, reload: current.reload })}
      </StepFrameLayout>
    );
  }

  return { StepFrame, StepFrameLayout, StepFrameFailure };
}
