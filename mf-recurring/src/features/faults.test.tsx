import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, RECURRING_MESSAGES } from '@qce/shared-kit/messages';
import {
  actionFaultTest,
  actionTestTimeout,
  collectUncaughtErrors,
  loadFaultTest,
  retryButton,
  titleWithRetry,
  titled,
  type ActionFaultRow,
  type LoadFaultRow,
} from '@qce/testing/faults';
import { followUp } from '../testing/follow-up';
import {
  PEDRO_USER_ID,
  completedApplication,
  renderAt,
  renderSettled,
  setupMockServer,
  signIn,
} from '../testing/render-app';

setupMockServer();
const uncaught = collectUncaughtErrors();

/**
 * Issue 12 item 2, the fault table of the follow-up track (moved from e2e recurring-faults, payment §2
 * Recurring applications): the SHL and WAL applications lists, the follow-up request (validating the OR
 * number, the order items, creating the recurring payment), the Laboratory Status step (its frame, then
 * its laboratory call) and the issuing step of each track. Each call fails with 500, a network error and a
 * hang beyond the client timeout: the spec's message (payment §8) or the page's title with a Try again;
 * never a blank page or an uncaught error; what the applicant typed stays; the request is sent once; the
 * retry works once the faults are lifted.
 */

type User = Parameters<ActionFaultRow['act']>[0];

const requestForm = () => screen.getByRole('form', { name: RECURRING_MESSAGES.requestTitle });
const applicationId = () => within(requestForm()).getByLabelText(/Application ID/);
const orNumber = () => within(requestForm()).getByLabelText(/OR Number/);
const sendRequest = () =>
  within(requestForm()).getByRole('button', { name: RECURRING_MESSAGES.submitRequest });

const tryAgain = async (user: User) => user.click(retryButton());

/** Types the follow-up request of the applicant's completed application with its paid OR number. */
async function fillRequest(user: User, permitId: 1 | 2) {
  const email = signedInEmail;
  const paid = await completedApplication(email, permitId);
  await waitFor(() => expect(requestForm()).toBeVisible());
  await user.selectOptions(applicationId(), paid.applicationId);
  await user.type(orNumber(), paid.orNumber);
  return () => {
    expect(applicationId()).toHaveValue(paid.applicationId);
    expect(orNumber()).toHaveValue(paid.orNumber);
  };
}
let signedInEmail = '';

const LISTS: LoadFaultRow[] = [
  {
    // The lists (ongoing follow-ups, completed applications); the typed request is a draft and stays.
    page: 'SHL applications',
    endpoints: ['APPLICATION'],
    setup: () => {
      signedInEmail = signIn().email;
    },
    open: () => renderAt('/recurring/shl/applications'),
    type: (user) => fillRequest(user, 1),
    during: titleWithRetry('Follow-up Laboratory'),
    retry: tryAgain,
    after: async () => {
      await waitFor(() => expect(requestForm()).toBeVisible());
    },
  },
  {
    // The applicant's e-mail (the lists are read by it), as the owner on the WAL track.
    page: 'WAL applications',
    endpoints: ['USER_DETAILS'],
    setup: () => {
      signedInEmail = signIn({ userId: PEDRO_USER_ID }).email;
    },
    open: () => renderAt('/recurring/wal/applications'),
    type: (user) => fillRequest(user, 2),
    during: titleWithRetry('Follow-up Water Analysis'),
    retry: tryAgain,
    after: async () => {
      await waitFor(() => expect(requestForm()).toBeVisible());
    },
  },
];

const checkAgain = async () => {
  expect(await screen.findByRole('button', { name: RECURRING_MESSAGES.checkAgain })).toBeVisible();
};
const certificateNotReady = async () => {
  expect(await screen.findByText(RECURRING_MESSAGES.certificateNotReady)).toBeVisible();
};

/** The steps of a follow-up just requested (its result not completed yet: the notice, not the document). */
// prettier-ignore
const STEPS: LoadFaultRow[] = [
  {
    // The step frame: the follow-up application and its audit log.
    page: 'Laboratory Status (frame)', endpoints: ['APPLICATION_BY_ID', 'AUDIT_PROGRESS'],
    setup: async () => { await followUp('shl'); },
    open: () => renderAt('/recurring/shl/pages/lab-notif'),
    during: titleWithRetry(MESSAGES.recurring.laboratoryStatus), retry: tryAgain, after: checkAgain,
  },
  {
    page: 'Laboratory Status', endpoints: ['LABORATORY'],
    setup: async () => { await followUp('shl'); },
    open: () => renderAt('/recurring/shl/pages/lab-notif'),
    during: titleWithRetry(MESSAGES.recurring.laboratoryStatus), retry: tryAgain, after: checkAgain,
  },
  {
    page: 'SHL Recurring Certificate', endpoints: ['LABORATORY'],
    setup: async () => { await followUp('shl'); },
    open: () => renderAt('/recurring/shl/pages/certificate-issuing'),
    during: titleWithRetry(MESSAGES.recurring.recurringCertificate), retry: tryAgain, after: certificateNotReady,
  },
  {
    page: 'WAL Permit Issuing', endpoints: ['LABORATORY'],
    setup: async () => { await followUp('wal'); },
    open: () => renderAt('/recurring/wal/pages/permit-issuing'),
    during: titleWithRetry(RECURRING_MESSAGES.permitIssuing), retry: tryAgain, after: certificateNotReady,
  },
];

const REQUEST: ActionFaultRow = {
  action: 'SHL applications: Request follow-up',
  endpoints: ['PAYMENT_VALIDATE', 'ORDER_OF_PAYMENT_ITEMS_POST', 'RECURRING_PAYMENTS'],
  message: (endpoint) =>
    endpoint === 'PAYMENT_VALIDATE'
      ? MESSAGES.payment.checkOrNumber
      : RECURRING_MESSAGES.paymentNotCreated,
  prepare: async (user) => {
    signedInEmail = signIn().email;
    const view = await renderSettled('/recurring/shl/applications');
    return { view, kept: await fillRequest(user, 1) };
  },
  act: (user) => user.click(sendRequest()),
  sender: sendRequest,
  succeeded: async () => {
    expect(await screen.findByText(/Your follow-up request was created/)).toBeVisible();
  },
};

describe('follow-up pages and request under faults (500, network, hang): message or retry panel, typed values kept, sent once, retry works', () => {
  it.each(titled([...LISTS, ...STEPS], (row) => `${row.page}: ${row.endpoints.join(', ')}`))(
    '%s',
    async (_title, row) => loadFaultTest(uncaught)(row),
  );
  it(
    `${REQUEST.action}: ${REQUEST.endpoints.join(', ')}`,
    async () => actionFaultTest(uncaught)(REQUEST),
    actionTestTimeout(REQUEST),
  );
});
