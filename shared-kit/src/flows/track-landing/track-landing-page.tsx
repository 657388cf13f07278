import type { ReactNode } from 'react';
import type { UserDetails } from '@qce/shared-kit/api';
import { LoaderOverlay } from '@qce/shared-kit/ui';
import { ApplicantDetails } from './applicant-details';
import { HistoryNoticeDialog } from './history-notice-dialog';
import type { HistoryNotice } from './history-notice-dialog';
import styles from './landing.module.css';

export interface TrackLandingPageProps {
  /** The page heading, e.g. 'Health Certificate Applications'. */
  title: string;
  user: UserDetails | undefined;
  /** The track's new-application form (wrap it in `NewApplicationSection`). */
  form: ReactNode;
  /** The history tables; shown only when given. */
  history?: ReactNode;
  notice: HistoryNotice | null;
  onCloseNotice: () => void;
  /** Extra dialogs of the track. */
  children?: ReactNode;
}

/** A track's landing (intake §2 Landing): heading, applicant details, new application, history. */
export function TrackLandingPage({
  title,
  user,
  form,
  history,
  notice,
  onCloseNotice,
  children,
}: TrackLandingPageProps) {
  return (
    <main className={`qce-page ${styles.page}`}>
      <h1>{title}</h1>
      {user && <ApplicantDetails user={user} />}
      {form}
      {history && <div className={styles.tables}>{history}</div>}
      <HistoryNoticeDialog notice={notice} onClose={onCloseNotice} />
      {children}
    </main>
  );
}

/**
 * A track's landing while its data loads: the heading stays where the page will show it (the shell's
 * static HTML paints the same heading first, ADR 008) and the loader overlay covers the rest.
 */
export function TrackLandingLoading({ title }: { title: string }) {
  return (
    <main className={`qce-page ${styles.page}`}>
      <h1>{title}</h1>
      <LoaderOverlay active label="Loading applications" />
    </main>
  );
}

/** The New Application panel; its children (the kit `Form`) are laid out as one column. */
export function NewApplicationSection({ children }: { children: ReactNode }) {
  return (
    <section className="qce-panel" aria-labelledby="new-application-title">
      <h2 id="new-application-title">New Application</h2>
      <div className={styles.form}>{children}</div>
    </section>
  );
}

/** The landing's warning text style (e.g. the PESO warning). */
export const landingWarningClass = styles.warning;
