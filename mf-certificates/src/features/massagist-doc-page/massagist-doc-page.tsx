import { useParams } from 'react-router-dom';
import { LoadStatus } from '../../components/load-status/load-status';
import { MassagistTrainingCertificate } from '../../components/massagist-training-certificate/massagist-training-certificate';
import { LABELS } from '../../config/labels';
import { fetchExternalApplication, fetchExternalTrainingSession } from '../../lib/documents-api';
import { loadErrorMessage } from '../../lib/load-error';
import { useLoad } from '../../lib/use-load';

/**
 * `/qce/docs/massagist/:appId/:trainingSessionId` (payment §2): the training document combining the application
 * form and a training session. Public (QR): external endpoints only.
 */
export function MassagistDocPage() {
  const { appId = '', trainingSessionId = '' } = useParams();
  const state = useLoad(
    async (signal) => {
      const [application, session] = await Promise.all([
        fetchExternalApplication(appId, signal),
        fetchExternalTrainingSession(trainingSessionId, signal),
      ]);
      return { application, session };
    },
    [appId, trainingSessionId],
  );
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="qce-page qce-stack"
      aria-labelledby="massagist-page-title"
    >
      <h1 id="massagist-page-title" className="qce-no-print">
        {LABELS.verificationTitle}
      </h1>
      <p className="qce-no-print">{LABELS.verificationNote}</p>
      <LoadStatus state={state} errorMessage={loadErrorMessage}>
        {({ application, session }) => (
          <MassagistTrainingCertificate application={application} session={session} />
        )}
      </LoadStatus>
    </main>
  );
}
