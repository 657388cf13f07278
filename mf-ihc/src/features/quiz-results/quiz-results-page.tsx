import { useNavigate } from '@qce/shared-kit/router';
import { serverClockOffsetMs } from '@qce/shared-kit/api';
import type { ApplicationRecord } from '@qce/shared-kit/api';
import {
  examLanguage,
  impliesYellowCard,
  quizNextStep,
  quizRetryAvailableAt,
  statusIs,
  toDeviceTime,
} from '@qce/shared-kit/domain';
import type { QuizNextStep } from '@qce/shared-kit/domain';
import { MESSAGES } from '@qce/shared-kit/messages';
import { useQuizStore } from '@qce/shared-kit/stores';
import { useCountdown } from '@qce/shared-kit/ui/countdown';
import { Button } from '@qce/shared-kit/ui';
import { StepFrame } from '../../components/step-frame';
import { paths } from '../../config/paths';
import { sessionDraft } from '@qce/shared-kit/storage';
import { RESULT_COPY, quizResultDraftKey } from './result-copy';
import styles from './quiz-results.module.css';

const Q = MESSAGES.quiz;

interface ResultDraft {
  pass?: boolean;
  totalCorrect?: number;
  totalQuestions?: number;
  version?: string;
  submittedAt?: string;
}

const NEXT: Record<QuizNextStep, { href: string; label: string }> = {
  'head-approval': { href: paths.headApproval.href, label: RESULT_COPY.toHeadApproval },
  'massagist-training': {
    href: paths.massagistTraining.href,
    label: RESULT_COPY.toMassagistTraining,
  },
  'hiv-seminar': { href: paths.hivSeminar.href, label: RESULT_COPY.toSeminar },
};

/** The result to show: this session's submit, else the application's examResult (PASSED/FAILED). */
function resultOf(application: ApplicationRecord): ResultDraft | undefined {
  const draft = sessionDraft<ResultDraft>(quizResultDraftKey(application.applicationId)).read();
  if (draft && typeof draft.pass === 'boolean') return draft;
  if (statusIs(application.examResult, 'PASSED')) return { pass: true };
  if (statusIs(application.examResult, 'FAILED')) return { pass: false };
  return undefined;
}

function RetryCountdown({ failedAt, version }: { failedAt: unknown; version: string }) {
  const navigate = useNavigate();
  // The backend's 30 minutes (its failure time, its clock), counted down on the device's clock.
  const wait = useCountdown(toDeviceTime(quizRetryAvailableAt(failedAt), serverClockOffsetMs()));
  const canRetry = wait.done;
  return (
    <div className="qce-stack">
      <p role="timer" aria-atomic="true">
        {canRetry ? RESULT_COPY.retryAvailableNow : RESULT_COPY.retryAvailableIn(wait.remaining)}
      </p>
      <div className="qce-actions">
        <Button
          disabled={!canRetry}
          onClick={() => navigate(`${paths.hivSeminarQuiz.href}?version=${version}`)}
        >
          {RESULT_COPY.retryTest}
        </Button>
      </div>
    </div>
  );
}

function Result({ application }: { application: ApplicationRecord }) {
  const navigate = useNavigate();
  const lastFailedAt = useQuizStore((s) => s.lastFailedAt);
  const result = resultOf(application);
  if (!result) {
    return (
      <div className="qce-panel qce-stack" role="status">
        <p>{RESULT_COPY.noResult}</p>
        <div className="qce-actions">
          <Button variant="primary" onClick={() => navigate(paths.hivSeminar.href)}>
            {RESULT_COPY.toSeminar}
          </Button>
        </div>
      </div>
    );
  }
  const pass = result.pass === true;
  const next =
    NEXT[
      quizNextStep({
        pass,
        needsMassagistTraining: impliesYellowCard(application.formData.occupation),
      })
    ];
  const failedAt = application.examCompletedDate ?? result.submittedAt ?? lastFailedAt;
  const hasScore =
    typeof result.totalCorrect === 'number' && typeof result.totalQuestions === 'number';

  return (
    <section className={`qce-panel qce-stack ${styles.result}`} aria-labelledby="quiz-result-title">
      <h2 id="quiz-result-title" className={pass ? styles.pass : styles.fail}>
        {pass ? Q.passed : Q.failed}
      </h2>
      {hasScore && (
        <p>
          {RESULT_COPY.score}: {Q.score(result.totalCorrect ?? 0, result.totalQuestions ?? 0)}
        </p>
      )}
      {!pass && (
        <>
          <p>{Q.retryAfter}</p>
          <RetryCountdown failedAt={failedAt} version={examLanguage(result.version)} />
        </>
      )}
      <div className="qce-actions">
        <Button variant="primary" onClick={() => navigate(next.href)}>
          {next.label}
        </Button>
      </div>
    </section>
  );
}

/**
 * Knowledge test result `/qce/ihc/quiz-results/` (intake §2, §4, §9): 'Congratulations' or 'Sorry,
 * try again' with correct out of total; a fail says 'Sorry. try again after 30 mins.' and keeps the
 * retry blocked with a live countdown; the next button goes to Head Approval, back to the video, or to
 * Massagist Training for a masseur (`quizNextStep`).
 */
export function QuizResultsPage() {
  return (
    <StepFrame title={RESULT_COPY.title}>
      {({ application }) => <Result application={application} />}
    </StepFrame>
  );
}
