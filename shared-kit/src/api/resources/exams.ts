import { callEndpoint } from '../client';
import type { ExamVersion, PartialAnswerRequest } from '@qce/domain/api';
import type { RequestOptions } from './request-options';

/** GET /admin/exam/ -> exams with versions. */
export const getExams = (options: RequestOptions = {}) => callEndpoint('EXAMS', options);

export interface ExamQuestionsParams {
  applicationId: string;
  examName: string;
  version: ExamVersion;
  /** 10 for the HIV exam (also the default when unknown). */
  totalQuestions?: number;
}

/** GET exam questions -> `{ data: { examId, examRefNo, questionList } }`. */
export const getExamQuestions = (
  { applicationId, examName, version, totalQuestions = 10 }: ExamQuestionsParams,
  options: RequestOptions = {},
) =>
  callEndpoint('EXAM_QUESTIONS', {
    params: { applicationId, examName, version, totalQuestions },
    ...options,
  });

/** POST partial answer (path examId, examRefNo from the body). */
export const savePartialAnswer = (body: PartialAnswerRequest, options: RequestOptions = {}) =>
  callEndpoint('PARTIAL_ANSWER', {
    params: { examId: body.examId, examRefNo: body.examRefNo },
    body,
    ...options,
  });

/** POST submit exam -> quiz result. */
export const submitExam = (
  { applicationId, examRefNo }: { applicationId: string; examRefNo: string },
  options: RequestOptions = {},
) => callEndpoint('SUBMIT_EXAM', { params: { applicationId, examRefNo }, body: {}, ...options });
