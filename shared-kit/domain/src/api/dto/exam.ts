export type ExamVersion = 'EN' | 'PH';

/** GET /admin/exam/ entry. */
export interface Exam {
  examName: string;
  versions: ExamVersion[];
}

export interface ExamQuestion {
  question: string;
  options: string[];
  answer?: string;
}

/** GET exam questions answer. */
export interface ExamPaper {
  examId: string;
  examRefNo: string;
  examName?: string;
  version?: ExamVersion;
  questionList: ExamQuestion[];
}

/** POST partial answer body (path examId, examRefNo). */
export interface PartialAnswerRequest {
  examId: string;
  examRefNo: string;
  question: ExamQuestion;
}

export interface QuizResult {
  pass: boolean;
  totalCorrect: number;
  totalQuestions: number;
}
