import { useParams } from 'react-router-dom';
import type { ApplicationRecord, TrainingAttendance, TrainingSession } from '@qce/shared-kit/api';
import { healthCertificateExpiry, statusIs, validityStatus } from '@qce/shared-kit/domain';
import { getToken } from '@qce/shared-kit/storage';
import { LoadStatus } from '../../components/load-status/load-status';
import { MassagistTrainingCertificate } from '../../components/massagist-training-certificate/massagist-training-certificate';
import { ValidityBadge } from '../../components/validity-badge/validity-badge';
import { LABELS } from '../../config/labels';
import {
  fetchExternalApplication,
  fetchExternalTrainingSession,
  fetchTrainingAttendance,
} from '../../lib/documents-api';
import { loadErrorMessage } from '../../lib/load-error';
import { useLoad } from '../../lib/use-load';

/**
 * The session as this participant attended it. The owner's attendance says it; a visitor (no session) cannot
 * read attendance, and an approved (Completed) masseur application means the training was completed, since
 * head approval comes after the training.
 */
function attendedSession(
  application: ApplicationRecord,
  session: TrainingSession,
  attendance: TrainingAttendance | undefined,
): TrainingSession {
  if (attendance && Number(attendance.trainingSessionId) === Number(session.trainingSessionId)) {
    return {
      ...session,
      trainingSessionCompleted: attendance.trainingSessionCompleted === true,
      ...(attendance.trainingSessionCompletedDate
        ? { trainingSessionCompletedDate: attendance.trainingSessionCompletedDate }
        : {}),
    };
  }
  return statusIs(application.status, 'completed') && application.approvedDate
    ? { ...session, trainingSessionCompleted: true }
    : session;
}

/**
 * `/qce/docs/massagist/:appId/:trainingSessionId` (payment §2): the training document combining the application
 * form and a training session. Public (QR): external endpoints only (plus the owner's attendance when signed in);
 * says plainly whether the document is Valid (training completed, health certificate not expired) or Expired.
 */
export function MassagistDocPage() {
  const { appId = '', trainingSessionId = '' } = useParams();
  const state = useLoad(
    async (signal) => {
      const [application, session, attendance] = await Promise.all([
        fetchExternalApplication(appId, signal),
        fetchExternalTrainingSession(trainingSessionId, signal),
        getToken()
          ? fetchTrainingAttendance(appId, signal).catch(() => undefined)
          : Promise.resolve(undefined),
      ]);
      return { application, session: attendedSession(application, session, attendance) };
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
        {({ application, session }) => {
          const expiry = healthCertificateExpiry(application);
          return (
            <>
              {session.trainingSessionCompleted && expiry ? (
                <div className="qce-no-print">
                  <ValidityBadge status={validityStatus(expiry, new Date())} until={expiry} />
                </div>
              ) : null}
              <MassagistTrainingCertificate application={application} session={session} />
            </>
          );
        }}
      </LoadStatus>
    </main>
  );
}
