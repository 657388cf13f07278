import { useState } from 'react';
import { useNavigate } from '@qce/shared-kit/router';
import { MESSAGES } from '@qce/shared-kit/messages';
import { TRACK_FIRST_PAGES } from '@qce/shared-kit/messages/static-pages';
import { localKeys } from '@qce/shared-kit/storage';
import type { ApplicationRecord } from '@qce/shared-kit/api';
import { formatShortDate } from '@qce/shared-kit/domain';
import {
  HistoryTable,
  TrackLandingLoading,
  TrackLandingPage,
  historyNoticeFor,
  useLandingData,
} from '@qce/shared-kit/flows/track-landing';
import type { HistoryNotice } from '@qce/shared-kit/flows/track-landing';
import { historyRequest } from '@qce/shared-kit/data';
import { paths } from '../../config/paths';
import { SP_PERMIT_ID } from '../../lib/sp-api';
import type { InitialDetails } from '../../lib/initial-details';
import { initialDetailsDraft } from '../../lib/initial-details';
import { clearCurrentAppId, setCurrentAppId } from '../../lib/current-application';
import { NewApplicationForm } from './new-application-form';

/** Landing `/qce/sp/applications` (intake §2 Landing, §4 Opening an application from history). */
export function LandingPage() {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<HistoryNotice | null>(null);
  const { loading, user, industries, applicationTypes } = useLandingData();

  if (loading) return <TrackLandingLoading title={TRACK_FIRST_PAGES.SP.title} />;
  const email = user?.email ?? '';

  const open = (record: ApplicationRecord) => {
    const found = historyNoticeFor(record, record.applicationId, false);
    if (found) {
      setNotice(found);
      return;
    }
    setCurrentAppId(record.applicationId);
    localKeys.set('permitId', '2');
    localKeys.set('actualClass', 'Individual');
    navigate(paths.applicationForm.href);
  };

  const startApplication = (details: InitialDetails) => {
    clearCurrentAppId();
    initialDetailsDraft.write(details);
    localKeys.set('permitId', '2');
    localKeys.set('actualClass', 'Individual');
    navigate(paths.applicationForm.href);
  };

  return (
    <TrackLandingPage
      title={TRACK_FIRST_PAGES.SP.title}
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
          <HistoryTable<'APPLICATION'>
            title={MESSAGES.history.individualTitle}
            request={(page, limit) => historyRequest(SP_PERMIT_ID, email, page, limit)}
            toRow={(r) => ({
              id: r.applicationId,
              date: formatShortDate(r.applicationDate ?? r.formData?.applicationDate),
              status: r.status,
            })}
            onOpen={open}
          />
        ) : undefined
      }
      notice={notice}
      onCloseNotice={() => setNotice(null)}
    />
  );
}
