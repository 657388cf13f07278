import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@qce/shared-kit/router';
import {
  getExamQuestions,
  getExams,
  isApiError,
  savePartialAnswer,
  serverNow,
  submitExam,
} from '@qce/shared-kit/api';
import type { ExamQuestion, ExamVersion, QuizResult } from '@qce/shared-kit/api';
import { usePageQuery } from '@qce/shared-kit/data';
import { EXAM_NAME, examLanguage, questionCount, seminarState } from '@qce/shared-kit/domain';
import { MESSAGES } from '@qce/shared-kit/messages';
import { reportError } from '@qce/shared-kit/remote/report-error';
import { sessionDraft } from '@qce/shared-kit/storage';
import { useQuizStore } from '@qce/shared-kit/stores';
import { ConfirmationModal, ErrorPanel, LoaderOverlay, Button } from '@qce/shared-kit/ui';
import { StepFrame } from '../../components/step-frame';
import { paths } from '../../config/paths';
import { useReportedError } from '../../lib/use-reported-error';
import { QUIZ_COPY, quizPaperDraftKey, quizResultDraftKey } from './quiz-copy';
import styles from './knowledge-test.module.css';

const Q = MESSAGES.quiz;

/** The paper being answered, kept in sessionStorage with the position until it is submitted. */
export interface QuizPaperDraft {
  examId: string;
  examRefNo: string;
  version: ExamVersion;
  questions: ExamQuestion[];
  index: number;
}

/** The paper's draft in this tab, until the answers are submitted. */
const paperDraft = (applicationId: string) =>
  sessionDraft<QuizPaperDraft>(quizPaperDraftKey(applicationId));

/** What the result page reads after a submit. */
export interface QuizResultDraft extends QuizResult {
  version: ExamVersion;
  submittedAt: string;
}

/**
 * Exam list, then the questions in the chosen version (intake §7; 10 questions, intake §9). Null when
 * no exam was retrieved (an answer the page shows, not a failure).
 */
async function fetchPaper(
  applicationId: string,
  version: ExamVersion,
  signal: AbortSignal,
): Promise<QuizPaperDraft | null> {
  const exams = (await getExams({ signal })).data;
  const list = Array.isArray(exams) ? exams : [];
  const exam =
    list.find((e) => e.examName === EXAM_NAME && e.versions?.includes(version)) ??
    list.find((e) => e.versions?.includes(version));
  if (!exam) return null;
  const paper = (
    await getExamQuestions(
      {
        applicationId,
        examName: exam.examName,
        version,
        totalQuestions: questionCount(undefined),
      },
      { signal },
    )
  ).data;
  const questions = Array.isArray(paper?.questionList) ? paper.questionList : [];
  if (!paper || questions.length === 0) return null;
  return { examId: paper.examId, examRefNo: paper.examRefNo, version, questions, index: 0 };
}

/** The server's message when the fetch failed (intake §8), otherwise 'No exam was retrieved...'. */
function fetchErrorMessage(error: unknown): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : Q.noExam;
}

/** The paper being answered (kept with its position in the session), else a new one. */
const savedPaper = (applicationId: string): QuizPaperDraft | undefined => {
  const saved = paperDraft(applicationId).read();
  return saved && Array.isArray(saved.questions) && saved.questions.length > 0 ? saved : undefined;
};

/**
 * A new paper, through the page's cache, asked for only when the session keeps none: each read makes
 * a new attempt on the server, so a write on the page never reads it again behind the applicant
 * ('static'), and nothing keeps it once the page closes (the session's draft does, with the position).
 */
function useNewPaper(applicationId: string, version: ExamVersion, enabled: boolean) {
  return usePageQuery({
    queryKey: ['page', 'knowledge-test-paper', applicationId, version],
    queryFn: async ({ signal }) => {
      const fresh = await fetchPaper(applicationId, version, signal);
      if (fresh) {
        // A new paper starts with no answers (answers of an older paper are not carried over).
        useQuizStore.setState({ answers: {} });
        paperDraft(applicationId).write(fresh);
      }
      return fresh;
    },
    enabled,
    staleTime: 'static',
    gcTime: 0,
  });
}

function Paper({ applicationId, initial }: { applicationId: string; initial: QuizPaperDraft }) {
  const navigate = useNavigate();
  const answers = useQuizStore((s) => s.answers);
  const setAnswer = useQuizStore((s) => s.setAnswer);
  const [paper, setPaper] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const submitting = useRef(false);

  const total = paper.questions.length;
  const index = Math.min(Math.max(paper.index, 0), total - 1);
  const question = paper.questions[index] as ExamQuestion;
  const answer = answers[question.question];
  const isLast = index === total - 1;

  const moveTo = (next: number) => {
    const updated = { ...paper, index: next };
    setPaper(updated);
    paperDraft(applicationId).write(updated);
    setError(null);
  };

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer || saving) return;
    setSaving(true);
    setError(null);
    try {
      await savePartialAnswer({
        examId: paper.examId,
        examRefNo: paper.examRefNo,
        question: { question: question.question, options: question.options, answer },
      });
    } catch (failure) {
      reportError(failure, { what: 'partial answer' });
      setError(QUIZ_COPY.partialFailure);
      setSaving(false);
      return;
    }
    setSaving(false);
    if (isLast) setConfirming(true);
    else moveTo(index + 1);
  };

  const submit = async () => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      const result = (await submitExam({ applicationId, examRefNo: paper.examRefNo })).data;
      // The backend's time of the fail: the 30-minute retry follows its clock, not the device's.
      const submittedAt = serverNow();
      const draft: QuizResultDraft = {
        ...result,
        version: paper.version,
        submittedAt: submittedAt.toISOString(),
      };
      sessionDraft<QuizResultDraft>(quizResultDraftKey(applicationId)).write(draft);
      paperDraft(applicationId).clear();
      if (result.pass) useQuizStore.getState().reset();
      else useQuizStore.getState().recordFailure(submittedAt);
      navigate(paths.quizResults.href);
    } catch (failure) {
      reportError(failure, { what: 'exam submit' });
      setConfirming(false);
      setError(
        isApiError(failure) && failure.serverMessage
          ? `${QUIZ_COPY.submitFailure} (${failure.serverMessage})`
          : QUIZ_COPY.submitFailure,
      );
    } finally {
      submitting.current = false;
    }
  };

  return (
    <>
      <form className={`qce-panel qce-stack ${styles.paper}`} onSubmit={next} noValidate>
        <p className={styles.progress}>{Q.question(index + 1, total)}</p>
        <fieldset className={styles.question}>
          <legend>{question.question}</legend>
          {question.options.map((option) => (
            <label key={option} className={`qce-check ${styles.option}`}>
              <input
                type="radio"
                name={`question-${index}`}
                value={option}
                checked={answer === option}
                onChange={() => setAnswer(question.question, option)}
              />
              <span>{option}</span>
            </label>
          ))}
        </fieldset>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className="qce-actions">
          <Button disabled={index === 0 || saving} onClick={() => moveTo(index - 1)}>
            {MESSAGES.common.back}
          </Button>
          <Button variant="primary" type="submit" disabled={!answer || saving}>
            {MESSAGES.common.next}
          </Button>
        </div>
      </form>
      <ConfirmationModal
        open={confirming}
        title={Q.confirmTitle}
        message={Q.confirmBody}
        confirmLabel={QUIZ_COPY.submitAnswers}
        onCancel={() => setConfirming(false)}
        onConfirm={submit}
      />
    </>
  );
}

function KnowledgeTest({ applicationId }: { applicationId: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const version = examLanguage(params.get('version'));
  const saved = savedPaper(applicationId);
  const paper = useNewPaper(applicationId, version, saved === undefined);
  useReportedError(paper.error, 'exam paper load');
  const initial = saved ?? paper.data;

  if (initial) return <Paper applicationId={applicationId} initial={initial} />;
  if (paper.isPending) return <LoaderOverlay active label={QUIZ_COPY.loading} />;
  return (
    <div className="qce-stack">
      <ErrorPanel
        message={paper.isError ? fetchErrorMessage(paper.error) : Q.noExam}
        onRetry={() => void paper.refetch()}
        retryLabel={MESSAGES.common.tryAgain}
      />
      <div className="qce-actions">
        <Button onClick={() => navigate(paths.hivSeminar.href)}>{QUIZ_COPY.backToSeminar}</Button>
      </div>
    </div>
  );
}

/** The seminar step is already COMPLETED: no new paper (a new attempt could overwrite the pass). */
function AlreadyPassed() {
  const navigate = useNavigate();
  return (
    <div className="qce-panel qce-stack" role="status">
      <p>{MESSAGES.seminar.completed}</p>
      <div className="qce-actions">
        <Button variant="primary" onClick={() => navigate(paths.quizResults.href)}>
          {QUIZ_COPY.viewResult}
        </Button>
      </div>
    </div>
  );
}

/**
 * Knowledge test `/qce/ihc/hiv-seminar-quiz/` (intake §2, §4, §7, §8, §9): the exam list and 10
 * questions in the chosen version (`?version=EN|PH`, default PH), one at a time with Back and Next;
 * each answer is sent as a partial answer when the applicant moves on; after the last one a confirm
 * dialog; submitting makes the answers final and opens the result. The paper, position and answers
 * survive a reload (sessionStorage) until submitted.
 */
export function KnowledgeTestPage() {
  return (
    <StepFrame title={QUIZ_COPY.title}>
      {({ application, auditLogs }) =>
        seminarState({ auditLogs, examResult: application.examResult }).showCompletedPage ? (
          <AlreadyPassed />
        ) : (
          <KnowledgeTest applicationId={application.applicationId} />
        )
      }
    </StepFrame>
  );
}
