/** HIV exam: exams list, a paper of N questions (30-minute retry after a fail), partial answers, scoring on submit. */
import { questionCount } from '@qce/domain/rules';
import { advanceStep, findApplication, latestStep, markStep, now, nowIso } from '../db/records';
import type { DbState, ExamAttemptRecord, ExamQuestionRecord, UserRecord } from '../db/types';
import { ownApplication } from '../lib/access';
import { bulkApplicants, isTerminal, seminarCompleted } from '../lib/actions';
import { bodyOf, endpoint, text } from '../lib/define';
import { ApiError, badRequest, conflict, notFound } from '../lib/errors';
import { quizRetryAt, scoreExam, statusIs } from '../lib/rules';

/** Code of a refused exam start during the 30-minute wait. */
export const QUIZ_RETRY_CODE = 4031;

function attemptOf(state: DbState, user: UserRecord, examRefNo: string): ExamAttemptRecord {
  const attempt = state.examAttempts.find((a) => a.examRefNo === examRefNo);
  if (!attempt) throw notFound(`Exam reference ${examRefNo}`);
  const app = findApplication(state, attempt.applicationId);
  if (!app || app.userId !== user.userId)
    throw new ApiError(403, 403, `Exam reference ${examRefNo} belongs to another applicant.`);
  return attempt;
}

function questionsOf(state: DbState, attempt: ExamAttemptRecord): ExamQuestionRecord[] {
  const exam = state.reference.exams.find((e) => e.examId === attempt.examId);
  return attempt.questionIds
    .map((qid) => exam?.questions.find((q) => q.questionId === qid))
    .filter((q): q is ExamQuestionRecord => !!q);
}

/** Intake §4: for bulk, the seminar is COMPLETED once every active applicant has passed. */
function bulkSeminarProgress(state: DbState, bulkApplicationId: number): void {
  const active = bulkApplicants(state, bulkApplicationId).filter((a) => !isTerminal(a.status));
  const step = latestStep(state, { bulkApplicationId });
  if (
    active.every((a) => a.examResult?.pass) &&
    step?.transactionType === 'HIV Seminar' &&
    statusIs(step.status, 'IN_PROGRESS')
  ) {
    markStep(state, { bulkApplicationId }, 'HIV Seminar', 'COMPLETED');
    advanceStep(state, { bulkApplicationId }, 'Head Approval');
  }
}

export const examHandlers = [
  endpoint('EXAMS', ({ state }) => {
    const names = [...new Set(state.reference.exams.map((e) => e.examName))];
    return {
      data: names.map((examName) => ({
        examName,
        versions: state.reference.exams
          .filter((e) => e.examName === examName)
          .map((e) => e.version),
      })),
    };
  }),

  endpoint('EXAM_QUESTIONS', ({ state, user, params }) => {
    const app = ownApplication(state, user, params.applicationId);
    const exam = state.reference.exams.find(
      (e) => e.examName === params.examName && e.version === params.version,
    );
    if (!exam) throw notFound(`Exam "${params.examName}" version ${params.version}`);
    const lastFailed = state.examAttempts
      .filter(
        (a) => a.applicationId === app.applicationId && a.result && !a.result.pass && a.submittedAt,
      )
      .map((a) => a.submittedAt as string)
      .sort()
      .at(-1);
    const retryAt = quizRetryAt(lastFailed ?? null, now(state));
    if (retryAt) {
      throw new ApiError(
        400,
        QUIZ_RETRY_CODE,
        `Sorry. try again after 30 mins. (available at ${retryAt.toISOString()})`,
      );
    }
    const count = Math.min(questionCount(Number(params.totalQuestions)), exam.questions.length);
    const taken = state.examAttempts.filter((a) => a.applicationId === app.applicationId).length;
    const offset = (taken * 3) % exam.questions.length;
    const rotated = [...exam.questions.slice(offset), ...exam.questions.slice(0, offset)].slice(
      0,
      count,
    );
    const attempt: ExamAttemptRecord = {
      examRefNo: `EX-${app.applicationId}-${taken + 1}`,
      examId: exam.examId,
      applicationId: app.applicationId,
      questionIds: rotated.map((q) => q.questionId),
      answers: {},
      startedAt: nowIso(state),
      submittedAt: null,
      result: null,
    };
    state.examAttempts.push(attempt);
    return {
      data: {
        examId: String(exam.examId),
        examRefNo: attempt.examRefNo,
        examName: exam.examName,
        version: exam.version,
        questionList: rotated.map((q) => ({ question: q.question, options: q.options })),
      },
    };
  }),

  endpoint('PARTIAL_ANSWER', async ({ state, user, params, request }) => {
    const body = await bodyOf('PARTIAL_ANSWER', request);
    const attempt = attemptOf(state, user, params.examRefNo ?? '');
    if (String(attempt.examId) !== params.examId)
      throw badRequest(`examId ${params.examId} does not match the exam reference.`);
    if (attempt.submittedAt)
      throw conflict('The answers are final: this exam was already submitted.');
    const question = text(body.question?.question, 'question.question');
    const answer = text(body.question?.answer, 'question.answer');
    const known = questionsOf(state, attempt).find((q) => q.question === question);
    if (!known) throw badRequest('This question is not part of the exam.');
    if (!known.options.includes(answer)) throw badRequest('The answer is not one of the options.');
    attempt.answers[question] = answer;
    return { message: 'Answer saved.' };
  }),

  endpoint('SUBMIT_EXAM', ({ state, user, params }) => {
    const app = ownApplication(state, user, params.applicationId);
    const attempt = attemptOf(state, user, params.examRefNo ?? '');
    if (attempt.applicationId !== app.applicationId)
      throw badRequest('The exam reference belongs to another application.');
    if (attempt.submittedAt) throw conflict('This exam was already submitted.');
    const result = scoreExam(questionsOf(state, attempt), attempt.answers);
    attempt.result = result;
    attempt.submittedAt = nowIso(state);
    app.examResult = result;
    app.examCompletedDate = attempt.submittedAt;
    const step = latestStep(state, { applicationId: app.applicationId });
    if (
      result.pass &&
      step?.transactionType === 'HIV Seminar' &&
      statusIs(step.status, 'IN_PROGRESS')
    )
      seminarCompleted(state, app);
    if (result.pass && app.bulkApplicationId !== null)
      bulkSeminarProgress(state, app.bulkApplicationId);
    return { data: result };
  }),
];
