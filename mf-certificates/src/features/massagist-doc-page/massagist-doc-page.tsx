import { usePageQuery } from '@qce/shared-kit/data';
import { useParams } from '@qce/shared-kit/router';
import {
  confirmTrainingCompleted,
  healthCertificateExpiry,
  validityStatus,
} from '@qce/shared-kit/domain';
import { getToken } from '@qce/shared-kit/storage';
import { VerificationPage } from '../../components/verification-page/verification-page';
import { MassagistTrainingCertificate } from '../../components/massagist-training-certificate/massagist-training-certificate';
import { ValidityBadge } from '../../components/validity-badge/validity-badge';
import { LABELS } from '../../config/labels';
import {
  fetchExternalApplication,
  fetchExternalTrainingSession,
  fetchTrainingAttendance,
} from '../../lib/documents-api';
import { fullName } from '../../lib/format';
import { READ_EVERY_VISIT, loadStateOf } from '../../lib/load-state';

/**
 * `/qce/docs/massagist/:appId/:trainingSessionId` (payment §2): the training document combining the application
 * form and a training session. Public (QR): external endpoints only (plus the owner's attendance when signed in).
 * It states only what the records show: the certificate when the application completed this very session (then
 * whether it is Valid or Expired), otherwise that the training cannot be confirmed.
 */
export function MassagistDocPage() {
  const { appId = '', trainingSessionId = '' } = useParams();
  const query = usePageQuery({
    queryKey: ['page', 'massagist-doc', appId, trainingSessionId],
    queryFn: async ({ signal }) => {
      const sessionNumber = Number(trainingSessionId);
      const [application, session, attendance] = await Promise.all([
        fetchExternalApplication(appId),
        fetchExternalTrainingSession(trainingSessionId, appId, signal),
        getToken() && Number.isInteger(sessionNumber)
          ? fetchTrainingAttendance(appId, sessionNumber).catch(() => undefined)
          : Promise.resolve(undefined),
      ]);
      // The session answers, for this application, whether it completed it; the owner's attendance says it too.
      const confirmation = confirmTrainingCompleted(trainingSessionId, [session, attendance]);
      return { application, session, confirmation };
    },
    ...READ_EVERY_VISIT,
  });
  const state = loadStateOf(query);
  return (
    <VerificationPage titleId="massagist-page-title" state={state}>
      {({ application, session, confirmation }) => {
        if (!confirmation.confirmed) {
          return (
            <div role="status" className="qce-panel">
              <p>
                {LABELS.massagist.unconfirmed(
                  fullName(application.formData ?? {}),
                  session.trainingName,
                )}
              </p>
            </div>
          );
        }
        const expiry = healthCertificateExpiry(application);
        return (
          <>
            {expiry ? (
              <div className="qce-no-print">
                <ValidityBadge status={validityStatus(expiry, new Date())} until={expiry} />
              </div>
            ) : null}
            <MassagistTrainingCertificate
              application={application}
              session={{ ...session, trainingSessionCompleted: true }}
              {...(confirmation.completedDate ? { completedDate: confirmation.completedDate } : {})}
            />
          </>
        );
      }}
    </VerificationPage>
  );
}
