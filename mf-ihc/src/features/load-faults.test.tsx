import '../testing/documents-stand-in';
import { screen, within } from '@testing-library/react';
import { FLOW_MESSAGES, MESSAGES } from '@qce/shared-kit/messages';
import {
  collectUncaughtErrors,
  loadFaultTest,
  titled,
  type FaultMode,
  type LoadFaultRow,
} from '@qce/testing/faults';
import { openScenarioApplication, renderAt, setupMockServer, signIn } from '../testing/render-app';
import { quizPaperDraftKey } from './knowledge-test/quiz-copy';

setupMockServer();
const uncaught = collectUncaughtErrors();

/**
 * Issue 12 item 2, the fault table of the health card pages' loads (moved from e2e page-faults): each call
 * a page makes on load fails (500, network error, hang beyond the client timeout). The page shows the
 * spec's message or its frame (intake §8 "Other failures hide the loader and are only logged"), never a
 * blank page or an uncaught error, and a reload shows it whole once the fault is lifted.
 */

const main = () => screen.getByRole('main');
const heading = (name: string | RegExp) => screen.findByRole('heading', { name, level: 1 });

const ihcLanding = async () => {
  expect(await heading('Health Certificate Applications')).toBeVisible();
};
const historyRow = async () => {
  await ihcLanding();
  const history = await screen.findByRole('region', { name: MESSAGES.history.individualTitle });
  expect(
    await within(history).findByRole('button', { name: /Open application \d+/ }),
  ).toBeVisible();
};
const nothingMore = async () => undefined;
const industryOption = async () => {
  expect((await screen.findAllByRole('option', { name: 'Food Establishment' })).length).toBe(1);
};
const applicationTypeOption = async () => {
  expect((await screen.findAllByRole('option', { name: 'New' }))[0]).toBeInTheDocument();
};
const applicantName = async () => {
  const details = await screen.findByRole('region', { name: 'Applicant Details' });
  expect(await within(details).findByText('Juan Garcia Dela Cruz')).toBeVisible();
};
const anyHeading = async () => {
  expect((await screen.findAllByRole('heading', { level: 1 }))[0]).toBeVisible();
};
const applicationForm = async () => {
  expect(await heading('Individual Application Form')).toBeVisible();
};
const applicationDetails = async () => {
  expect(await screen.findByText(/^Application Details \(\d+\)$/)).toBeVisible();
};
const formFilled = async () => {
  await applicationDetails();
  expect(await within(main()).findByDisplayValue('Dela Cruz')).toHaveAccessibleName(/^Last Name/);
};
const requirementsTable = async () => {
  const table = await screen.findByRole('table', { name: 'Requirements' });
  expect((await within(table).findAllByRole('rowheader'))[0]).toBeVisible();
};
const orderOfPayment = async () => {
  await applicationDetails();
  expect((await screen.findAllByText(/Reference Number/))[0]).toBeVisible();
};
const paymentForm = async () => {
  await applicationDetails();
  expect(await screen.findByLabelText(/OR Number/)).toBeVisible();
};
const firstQuestion = async () => {
  expect(await screen.findByText(MESSAGES.quiz.question(1, 10))).toBeVisible();
};
/** intake §8: an exam fetch failure shows the server's message, otherwise 'No exam was retrieved...'. */
const noExam = async (mode: FaultMode) => {
  const message = mode === '500' ? 'Injected fault: internal server error.' : MESSAGES.quiz.noExam;
  expect(await screen.findByText(message)).toBeVisible();
};
const waitingForHead = async () => {
  expect(await screen.findByText(FLOW_MESSAGES.headApproval.waiting)).toBeVisible();
};

interface Page {
  page: string;
  scenario: string;
  path: string;
  /** The application the track has chosen (the applicant's latest), or the landing's sign-in only. */
  current: boolean;
  during: LoadFaultRow['during'];
  after: LoadFaultRow['after'];
}

const LANDING: Omit<Page, 'during' | 'after'> = {
  page: 'IHC landing',
  scenario: 'draft',
  path: '/ihc/applications',
  current: false,
};
const step = (page: string, scenario: string, path: string): Omit<Page, 'during' | 'after'> => ({
  page,
  scenario,
  path,
  current: true,
});

/** [page, the call failed, what shows with the fault on, what shows once it is lifted]. */
// prettier-ignore
const CALLS: Array<[Omit<Page, 'during' | 'after'>, string, Page['during'], Page['after']]> = [
  // The IHC landing: history, bulk history, industries, user details fail silently; the rest stays.
  [LANDING, 'APPLICATION', ihcLanding, historyRow],
  [LANDING, 'APPLICATION_BULK', historyRow, historyRow],
  [LANDING, 'INDUSTRIES', historyRow, industryOption],
  [LANDING, 'USER_DETAILS', nothingMore, applicantName],
  [LANDING, 'APPLICATION_TYPES', historyRow, applicationTypeOption],
  // Each step of the individual journey, with the applicant's application current.
  [step('application form', 'draft', '/ihc/application-form'), 'LOOKUP_INFO', applicationForm, applicationForm],
  [step('application form', 'draft', '/ihc/application-form'), 'AUDIT_PROGRESS', applicationForm, applicationForm],
  [step('application form', 'draft', '/ihc/application-form'), 'APPLICATION_BY_ID', anyHeading, formFilled],
  [step('application form', 'draft', '/ihc/application-form'), 'USER_DETAILS', anyHeading, formFilled],
  [step('requirements upload', 'draft', '/ihc/requirements-upload'), 'APPLICATION_BY_ID', anyHeading, requirementsTable],
  [step('requirements upload', 'draft', '/ihc/requirements-upload'), 'AUDIT_PROGRESS', anyHeading, requirementsTable],
  [step('requirements upload', 'draft', '/ihc/requirements-upload'), 'REQUIREMENTS', anyHeading, requirementsTable],
  [step('requirements upload', 'draft', '/ihc/requirements-upload'), 'UPLOADS', anyHeading, requirementsTable],
  [step('order of payment', 'payment-due', '/ihc/order-of-payment'), 'PAYMENTS', anyHeading, orderOfPayment],
  [step('payment validation', 'payment-due', '/ihc/payment-validation'), 'PAYMENTS', anyHeading, paymentForm],
  [step('HIV seminar', 'seminar-pending', '/ihc/hiv-seminar'), 'UPLOADS', anyHeading, applicationDetails],
  [step('HIV seminar', 'seminar-pending', '/ihc/hiv-seminar'), 'REQUIREMENTS', anyHeading, applicationDetails],
  [step('knowledge test', 'seminar-pending', '/ihc/hiv-seminar-quiz/'), 'EXAMS', noExam, firstQuestion],
  [step('knowledge test', 'seminar-pending', '/ihc/hiv-seminar-quiz/'), 'EXAM_QUESTIONS', noExam, firstQuestion],
  [step('head approval', 'head-approval-pending', '/ihc/head-approval'), 'AUDIT_PROGRESS', anyHeading, waitingForHead],
  [step('digital health certificate', 'approved', '/ihc/digital-health-certificate'), 'LABORATORY', anyHeading, applicationDetails],
];

/** Drops the knowledge test papers this tab kept (`knowledge-test:<appId>` drafts). */
const forgetQuizPapers = () => {
  for (const key of Object.keys(window.sessionStorage)) {
    if (key.includes(quizPaperDraftKey(''))) window.sessionStorage.removeItem(key);
  }
};

const ROWS: LoadFaultRow[] = CALLS.map(([page, endpoint, during, after]) => ({
  page: page.page,
  endpoints: [endpoint],
  setup: async () => {
    if (page.current) await openScenarioApplication(page.scenario);
    else signIn({ scenario: page.scenario });
  },
  open: () => {
    // A paper the last load kept is shown again without asking (by design): each load here is a first.
    if (endpoint === 'EXAMS' || endpoint === 'EXAM_QUESTIONS') forgetQuizPapers();
    return renderAt(page.path);
  },
  during,
  after,
}));

describe('health card page loads under faults (500, network, hang): no blank page, no uncaught error, a reload works', () => {
  it.each(titled(ROWS, (row) => `${row.page}: ${row.endpoints.join(', ')}`))(
    '%s',
    async (_title, row) => loadFaultTest(uncaught)(row),
  );
});
