import { useNavigate } from '@qce/shared-kit/router';
import { TRACK_FIRST_PAGES } from '@qce/shared-kit/messages/static-pages';
import { localKeys } from '@qce/shared-kit/storage';
import { TrackLanding } from '@qce/shared-kit/flows/track-landing';
import { paths } from '../../config/paths';
import { SP_PERMIT_ID } from '../../lib/sp-api';
import { initialDetailsDraft } from '../../lib/initial-details';
import { clearCurrentAppId, setCurrentAppId } from '../../lib/current-application';
import { NewApplicationForm } from './new-application-form';

/** Landing `/qce/sp/applications` (intake §2 Landing, §4 Opening an application from history). */
export function LandingPage() {
  const navigate = useNavigate();
  const toApplicationForm = () => {
    localKeys.set('permitId', '2');
    localKeys.set('actualClass', 'Individual');
    navigate(paths.applicationForm.href);
  };

  return (
    <TrackLanding
      title={TRACK_FIRST_PAGES.SP.title}
      permitId={SP_PERMIT_ID}
      form={(lists) => (
        <NewApplicationForm
          {...lists}
          onStart={(details) => {
            clearCurrentAppId();
            initialDetailsDraft.write(details);
            toApplicationForm();
          }}
        />
      )}
      onOpen={(applicationId) => {
        setCurrentAppId(applicationId);
        toApplicationForm();
      }}
    />
  );
}
