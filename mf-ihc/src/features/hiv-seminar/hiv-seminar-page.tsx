import { useState } from 'react';
import { useNavigate } from '@qce/shared-kit/router';
import { serverClockOffsetMs, serverNow } from '@qce/shared-kit/api';
import type { ApplicationRecord, Upload } from '@qce/shared-kit/api';
import { listOf } from '@qce/shared-kit/api/intake';
import { getRuntimeConfig } from '@qce/shared-kit/config';
import { requestQuery, usePageQuery } from '@qce/shared-kit/data';
import {
  EXAM_LANGUAGES,
  STEP_STATUS,
  TRANSACTION_TYPE,
  bulkSeminarState,
  canRetryQuiz,
  examLanguage,
  impliesYellowCard,
  isHealthCertificateRequirement,
  latestStepOf,
  quizRetryAvailableAt,
  seminarState,
  statusIs,
  toDeviceTime,
} from '@qce/shared-kit/domain';
import type { ExamLanguage } from '@qce/shared-kit/domain';
import { MESSAGES } from '@qce/shared-kit/messages';
import { reportError } from '@qce/shared-kit/remote/report-error';
import { localKeys, sessionDraft } from '@qce/shared-kit/storage';
import { useQuizStore } from '@qce/shared-kit/stores';
import { ErrorPanel, LoaderOverlay, Button } from '@qce/shared-kit/ui';
import { useCountdown } from '@qce/shared-kit/ui/countdown';
import { StepFrame } from '../../components/step-frame';
import type { StepContext } from '@qce/shared-kit/flows/step-frame';
import { paths } from '../../config/paths';
import { IHC_PERMIT_ID, ihcApi } from '../../lib/ihc-api';
import { bulkAuditLogRequest } from '../../lib/ihc-requests';
import { getCurrentAppId } from '../../lib/use-current-application';
import { useReportedError } from '../../lib/use-reported-error';
import { LabsStatusPanel } from './labs-status-panel';
import { SEMINAR_COPY } from './seminar-copy';
import { SeminarVideo } from './seminar-video';
import styles from './hiv-seminar.module.css';

const S = MESSAGES.seminar;

/** The chosen exam language, kept until the test is taken. */
const examLanguageDraft = (appId: string) => sessionDraft<string>(`qce-ihc:exam-language:${appId}`);

/** The query parameter that carries the chosen exam version to the knowledge test. */
export const EXAM_VERSION_PARAM = 'version';

/**
 * When a failed test may be retried (intake §4 Knowledge test, §9: 30 minutes): undefined when
 * the last result is not a fail. The failure time is the application's examCompletedDate, or the
 * session's record of the failure.
 */
export function retryBlockedUntil(application: ApplicationRecord, now: Date): Date | undefined {
  if (!statusIs(application.examResult, 'FAILED')) return undefined;
  const failedAt = application.examCompletedDate ?? useQuizStore.getState().lastFailedAt;
  return canRetryQuiz(now, failedAt) ? undefined : quizRetryAvailableAt(failedAt);
}

/** A health card requirement is already uploaded (intake §4 HIV seminar). Failures count as none. */
async function hasHealthCardUpload(application: ApplicationRecord): Promise<boolean> {
  try {
    const [uploads, requirements] = await Promise.all([
      ihcApi.uploads(application.applicationId),
      ihcApi.requirements({
        permitId: IHC_PERMIT_ID,
        industryId: application.formData.industryId,
        subIndustryId: application.formData.subIndustryId,
        applicationTypeId: application.formData.applicationTypeId,
      }),
    ]);
    const uploaded = new Set(uploads.map((u: Upload) => u.requirementId));
    return requirements.some(
      (r) => uploaded.has(r.requirementId) && isHealthCertificateRequirement(r),
    );
  } catch (error) {
    reportError(error, { what: 'seminar upload check' });
    return false;
  }
}

function NextSteps({ enabled, masseur }: { enabled: boolean; masseur: boolean }) {
  const navigate = useNavigate();
  return (
    <section className="qce-panel qce-stack" aria-labelledby="seminar-next-title">
      <h2 id="seminar-next-title">{SEMINAR_COPY.nextStepsTitle}</h2>
      {!enabled && <p>{SEMINAR_COPY.nextStepsLocked}</p>}
      <div className="qce-actions">
        <Button
          variant="primary"
          disabled={!enabled}
          onClick={() => navigate(masseur ? paths.massagistTraining.href : paths.headApproval.href)}
        >
          {masseur ? SEMINAR_COPY.toMassagistTraining : SEMINAR_COPY.toHeadApproval}
        </Button>
      </div>
    </section>
  );
}

function TakeTest({ application }: { application: ApplicationRecord }) {
  const navigate = useNavigate();
  const appId = application.applicationId;
  const [language, setLanguage] = useState<ExamLanguage>(() =>
    examLanguage(examLanguageDraft(appId).read()),
  );
  // The backend's 30 minutes, on its clock, counted down on the device's clock.
  const retryWait = useCountdown(
    toDeviceTime(retryBlockedUntil(application, serverNow()), serverClockOffsetMs()),
  );

  return (
    <section className="qce-panel qce-stack" aria-labelledby="take-test-title">
      <h2 id="take-test-title">{S.testYourKnowledge}</h2>
      <div className={`qce-field ${styles.language}`}>
        <label htmlFor="exam-language">{S.examLanguage}</label>
        <select
          id="exam-language"
          value={language}
          onChange={(event) => {
            const next = examLanguage(event.target.value);
            setLanguage(next);
            examLanguageDraft(appId).write(next);
          }}
        >
          {(Object.keys(EXAM_LANGUAGES) as ExamLanguage[]).map((code) => (
            <option key={code} value={code}>
              {code === 'EN' ? S.english : S.tagalog}
            </option>
          ))}
        </select>
      </div>
      {!retryWait.done && (
        <div>
          <p role="status">{MESSAGES.quiz.retryAfter}</p>
          <p role="timer">{SEMINAR_COPY.retryAvailableIn(retryWait.remaining)}</p>
        </div>
      )}
      <div className="qce-actions">
        <Button
          variant="primary"
          disabled={!retryWait.done}
          onClick={() => navigate(`${paths.hivSeminarQuiz.href}?${EXAM_VERSION_PARAM}=${language}`)}
        >
          {S.testYourKnowledge}
        </Button>
      </div>
    </section>
  );
}

function SeminarContent({ ctx, videoUrl }: { ctx: StepContext; videoUrl: string }) {
  const navigate = useNavigate();
  const { application, auditLogs } = ctx;
  const uploads = usePageQuery({
    queryKey: ['page', 'seminar-health-card-upload', application.applicationId],
    queryFn: () => hasHealthCardUpload(application),
  });
  if (uploads.isPending) return <LoaderOverlay active label={MESSAGES.common.loading} />;

  const state = seminarState({
    auditLogs,
    hasHealthCardUpload: uploads.data === true,
    examResult: application.examResult,
  });
  const masseur = impliesYellowCard(application.formData.occupation);

  if (state.showCompletedPage) {
    return (
      <>
        <section className="qce-panel qce-stack" role="status" aria-label={S.completed}>
          <p>{S.completed}</p>
          {state.showCertificate ? (
            <div className="qce-actions">
              <Button onClick={() => navigate(paths.hivCertificate.href)}>
                {S.showSeminarCertificate}
              </Button>
            </div>
          ) : (
            <p>{S.previousSeminarValid}</p>
          )}
        </section>
        <LabsStatusPanel application={application} />
        <NextSteps enabled={state.nextStepsEnabled} masseur={masseur} />
      </>
    );
  }

  return (
    <>
      <section className="qce-panel qce-stack" aria-labelledby="seminar-instructions-title">
        <h2 id="seminar-instructions-title">{SEMINAR_COPY.instructionsTitle}</h2>
        <ol>
          {SEMINAR_COPY.instructions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>
      <SeminarVideo url={videoUrl} />
      <TakeTest application={application} />
      <LabsStatusPanel application={application} />
      <NextSteps enabled={state.nextStepsEnabled} masseur={masseur} />
    </>
  );
}

/** Bulk representative (intake §2, §4): the group state only, from the bulk's HIV Seminar step. */
function BulkSeminarStatus({ bulkApplicationId }: { bulkApplicationId: string }) {
  const logs = usePageQuery({
    ...requestQuery(bulkAuditLogRequest(bulkApplicationId)),
    // The group's seminar moves on without the representative: read again on every visit.
    staleTime: 0,
    select: (body) => listOf(body.data),
  });
  useReportedError(logs.error, 'bulk audit log');
  if (logs.isPending) return <LoaderOverlay active label={MESSAGES.common.loading} />;
  if (logs.isError) {
    return <ErrorPanel message={SEMINAR_COPY.loadFailure} onRetry={() => void logs.refetch()} />;
  }
  const step = latestStepOf(logs.data, TRANSACTION_TYPE.hivSeminar);
  const group = bulkSeminarState(step ? [step.status] : []);
  return (
    <div className="qce-panel" role="status">
      <p>{group === STEP_STATUS.completed ? S.groupCompleted : S.groupInProgress}</p>
    </div>
  );
}

/**
 * HIV Video Seminar `/qce/ihc/hiv-seminar` (intake §2, §4 HIV seminar). The video URL is the
 * runtime config's `seminarVideoUrl` (the same object the shell passes as RemoteProps.config).
 */
export function HivSeminarPage({ videoUrl }: { videoUrl?: string }) {
  const url = videoUrl ?? getRuntimeConfig().seminarVideoUrl;
  const appId = getCurrentAppId();
  if (appId && localKeys.get('actualClass') === 'Bulk') {
    return (
      <main className="qce-page qce-stack">
        <h1>{S.title}</h1>
        <BulkSeminarStatus bulkApplicationId={appId} />
      </main>
    );
  }
  return (
    <StepFrame title={S.title}>{(ctx) => <SeminarContent ctx={ctx} videoUrl={url} />}</StepFrame>
  );
}
