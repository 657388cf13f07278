import { useState } from 'react';
import type { ReactNode } from 'react';
import type { ApplicationRecord, PermitId } from '@qce/shared-kit/api';
import type { Page } from '@qce/shared-kit/api/intake';
import { bulkHistoryRequest, historyRequest } from '@qce/shared-kit/data';
import { formatShortDate } from '@qce/shared-kit/domain';
import { MESSAGES } from '@qce/shared-kit/messages';
import type { HistoryNotice } from './history-notice-dialog';
import { HistoryTable } from './history-table';
import { historyNoticeFor, useLandingData } from './landing-data';
import type { LandingData } from './landing-data';
import { TrackLandingLoading, TrackLandingPage } from './track-landing-page';

/** The lists the new-application form chooses from. */
export type LandingLists = Pick<LandingData, 'industries' | 'applicationTypes'>;

/** A history row's record, as the dialogs of intake §4 read it. */
type HistoryRecord = Parameters<typeof historyNoticeFor>[0];

/** The class an application is opened as (the `actual-class` key). */
export type OpenedClass = 'Individual' | 'Bulk';

export interface TrackLandingProps {
  /** The page heading, the same as the track's static first paint (`TRACK_FIRST_PAGES`). */
  title: string;
  /** Whose applications the history lists. */
  permitId: PermitId;
  /** Also list the bulk applications (the health card), as `trackLandingRequests(permitId, { bulk })` reads. */
  bulk?: boolean;
  /** The track's new-application form over the landing's lists. */
  form: (lists: LandingLists) => ReactNode;
  /** Opens an application of the history that has no dialog to show (intake §4). */
  onOpen: (applicationId: string, actualClass: OpenedClass) => void;
  /** Each page of individual applications read in this load (e.g. a reminder about its records). */
  onHistoryLoaded?: (page: Page<ApplicationRecord>) => void;
  /** Extra dialogs of the track. */
  children?: ReactNode;
}

/**
 * A track's landing with its reads (intake §2 Landing, §4 Opening an application from history): the
 * heading while the user details, industries and application types load; then the applicant details,
 * the track's form and, for a user with an e-mail, the history tables. Opening a rejected, cancelled or
 * on-hold row shows its dialog; any other row goes to `onOpen`.
 */
export function TrackLanding({
  title,
  permitId,
  bulk = false,
  form,
  onOpen,
  onHistoryLoaded,
  children,
}: TrackLandingProps) {
  const [notice, setNotice] = useState<HistoryNotice | null>(null);
  const { loading, user, industries, applicationTypes } = useLandingData();

  if (loading) return <TrackLandingLoading title={title} />;
  const email = user?.email ?? '';

  const open = (record: HistoryRecord, id: string, actualClass: OpenedClass) => {
    const found = historyNoticeFor(record, id, actualClass === 'Bulk');
    if (found) setNotice(found);
    else onOpen(id, actualClass);
  };

  return (
    <TrackLandingPage
      title={title}
      user={user}
      form={form({ industries, applicationTypes })}
      history={
        email ? (
          <>
            <HistoryTable<'APPLICATION'>
              title={MESSAGES.history.individualTitle}
              request={(page, limit) => historyRequest(permitId, email, page, limit)}
              {...(onHistoryLoaded ? { onLoaded: onHistoryLoaded } : {})}
              toRow={(r) => ({
                id: r.applicationId,
                date: formatShortDate(r.applicationDate ?? r.formData?.applicationDate),
                status: r.status,
              })}
              onOpen={(r) => open(r, r.applicationId, 'Individual')}
            />
            {bulk && (
              <HistoryTable<'APPLICATION_BULK'>
                title={MESSAGES.history.bulkTitle}
                request={(page, limit) => bulkHistoryRequest(permitId, email, page, limit)}
                toRow={(r) => ({
                  id: String(r.bulkApplicationId),
                  date: formatShortDate(r.createdDate),
                  status: r.status,
                })}
                onOpen={(r) => open(r, String(r.bulkApplicationId), 'Bulk')}
              />
            )}
          </>
        ) : undefined
      }
      notice={notice}
      onCloseNotice={() => setNotice(null)}
    >
      {children}
    </TrackLandingPage>
  );
}
