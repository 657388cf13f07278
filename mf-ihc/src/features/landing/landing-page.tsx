import { useState } from 'react';
import { useNavigate } from '@qce/shared-kit/router';
import { Dialog, Button } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import { TRACK_FIRST_PAGES } from '@qce/shared-kit/messages/static-pages';
import { localKeys } from '@qce/shared-kit/storage';
import { formatShortDate, statusIs } from '@qce/shared-kit/domain';
import type { ApplicationRecord, BulkApplicationRecord } from '@qce/shared-kit/api';
import {
  HistoryTable,
  TrackLandingLoading,
  TrackLandingPage,
  historyNoticeFor,
  useLandingData,
} from '@qce/shared-kit/flows/track-landing';
import type { HistoryNotice } from '@qce/shared-kit/flows/track-landing';
import { bulkHistoryRequest, historyRequest } from '@qce/shared-kit/data';
import { paths } from '../../config/paths';
import { IHC_PERMIT_ID } from '../../lib/ihc-api';
import { initialDetailsDraft } from '../../lib/initial-details';
import type { InitialDetails } from '../../lib/initial-details';
import { clearCurrentAppId, setCurrentAppId } from '../../lib/use-current-application';
import { NewApplicationForm } from './new-application-form';

const hasPendingSpecimen = (record: ApplicationRecord): boolean =>
  [record.status, record.regularLabStatus, record.socialHygieneStatus].some((s) =>
    statusIs(s, MESSAGES.status.pendingSpecimen),
  );

/** Landing `/qce/ihc/applications` (intake §2 Landing, §4 Opening an application from history). */
export function LandingPage() {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<HistoryNotice | null>(null);
  const [reminderOpen, setReminderOpen] = useState(false);
  const [reminderShown, setReminderShown] = useState(false);
  const { loading, user, industries, applicationTypes } = useLandingData();

  if (loading) return <TrackLandingLoading title={TRACK_FIRST_PAGES.IHC.title} />;
  const email = user?.email ?? '';

  const openApplication = (id: string, actualClass: 'Individual' | 'Bulk') => {
    setCurrentAppId(id);
    localKeys.set('permitId', '1');
    localKeys.set('actualClass', actualClass);
    navigate(paths.applicationForm.href);
  };

  const openIndividual = (record: ApplicationRecord) => {
    const found = historyNoticeFor(record, record.applicationId, false);
    if (found) setNotice(found);
    else openApplication(record.applicationId, 'Individual');
  };

  const openBulk = (record: BulkApplicationRecord) => {
    const id = String(record.bulkApplicationId);
    const found = historyNoticeFor(record, id, true);
    if (found) setNotice(found);
    else openApplication(id, 'Bulk');
  };

  const startApplication = (details: InitialDetails) => {
    clearCurrentAppId();
    initialDetailsDraft.write(details);
    localKeys.set('permitId', '1');
    localKeys.set('actualClass', details.classification === 'BULK' ? 'Bulk' : 'Individual');
    navigate(paths.applicationForm.href);
  };

  return (
    <TrackLandingPage
      title={TRACK_FIRST_PAGES.IHC.title}
      user={user}
      form={
        <NewApplicationForm
          industries={industries}
          applicationTypes={applicationTypes}
          onStart={startApplication}
        />
      }
      history={
        email ? (
          <>
            <HistoryTable<'APPLICATION'>
              title={MESSAGES.history.individualTitle}
              request={(page, limit) => historyRequest(IHC_PERMIT_ID, email, page, limit)}
              onLoaded={(result) => {
                if (!reminderShown && result.details.some(hasPendingSpecimen)) {
                  setReminderShown(true);
                  setReminderOpen(true);
                }
              }}
              toRow={(r) => ({
                id: r.applicationId,
                date: formatShortDate(r.applicationDate ?? r.formData?.applicationDate),
                status: r.status,
              })}
              onOpen={openIndividual}
            />
            <HistoryTable<'APPLICATION_BULK'>
              title={MESSAGES.history.bulkTitle}
              request={(page, limit) => bulkHistoryRequest(IHC_PERMIT_ID, email, page, limit)}
              toRow={(r) => ({
                id: String(r.bulkApplicationId),
                date: formatShortDate(r.createdDate),
                status: r.status,
              })}
              onOpen={openBulk}
            />
          </>
        ) : undefined
      }
      notice={notice}
      onCloseNotice={() => setNotice(null)}
    >
      <Dialog
        open={reminderOpen}
        onClose={() => setReminderOpen(false)}
        title={MESSAGES.history.submitRequirementsTitle}
        size="sm"
        footer={
          <Button variant="primary" onClick={() => setReminderOpen(false)}>
            {MESSAGES.common.close}
          </Button>
        }
      >
        <p>{MESSAGES.history.submitRequirementsBody}</p>
      </Dialog>
    </TrackLandingPage>
  );
}
