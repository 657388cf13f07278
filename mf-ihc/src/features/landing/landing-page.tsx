import { useState } from 'react';
import { useNavigate } from '@qce/shared-kit/router';
import { Dialog, Button } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import { TRACK_FIRST_PAGES } from '@qce/shared-kit/messages/static-pages';
import { localKeys } from '@qce/shared-kit/storage';
import { statusIs } from '@qce/shared-kit/domain';
import type { ApplicationRecord } from '@qce/shared-kit/api';
import { TrackLanding } from '@qce/shared-kit/flows/track-landing';
import type { OpenedClass } from '@qce/shared-kit/flows/track-landing';
import { paths } from '../../config/paths';
import { IHC_PERMIT_ID } from '../../lib/ihc-api';
import { initialDetailsDraft } from '../../lib/initial-details';
import { clearCurrentAppId, setCurrentAppId } from '../../lib/use-current-application';
import { NewApplicationForm } from './new-application-form';

const hasPendingSpecimen = (record: ApplicationRecord): boolean =>
  [record.status, record.regularLabStatus, record.socialHygieneStatus].some((s) =>
    statusIs(s, MESSAGES.status.pendingSpecimen),
  );

/** Landing `/qce/ihc/applications` (intake §2 Landing, §4 Opening an application from history). */
export function LandingPage() {
  const navigate = useNavigate();
  const [reminderOpen, setReminderOpen] = useState(false);
  const [reminderShown, setReminderShown] = useState(false);
  const toApplicationForm = (actualClass: OpenedClass) => {
    localKeys.set('permitId', '1');
    localKeys.set('actualClass', actualClass);
    navigate(paths.applicationForm.href);
  };

  return (
    <TrackLanding
      title={TRACK_FIRST_PAGES.IHC.title}
      permitId={IHC_PERMIT_ID}
      bulk
      form={(lists) => (
        <NewApplicationForm
          {...lists}
          onStart={(details) => {
            clearCurrentAppId();
            initialDetailsDraft.write(details);
            toApplicationForm(details.classification === 'BULK' ? 'Bulk' : 'Individual');
          }}
        />
      )}
      onOpen={(applicationId, actualClass) => {
        setCurrentAppId(applicationId);
        toApplicationForm(actualClass);
      }}
      onHistoryLoaded={(result) => {
        if (!reminderShown && result.details.some(hasPendingSpecimen)) {
          setReminderShown(true);
          setReminderOpen(true);
        }
      }}
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
    </TrackLanding>
  );
}
