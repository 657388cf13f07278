import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { MESSAGES } from '@qce/shared-kit/messages';
import { localKeys } from '@qce/shared-kit/storage';
import {
  actionFaultTest,
  actionTestTimeout,
  collectUncaughtErrors,
  type ActionFaultRow,
} from '@qce/testing/faults';
import { ihcApi } from '../lib/ihc-api';
import { newApplication } from '../testing/applications';
import { openScenarioApplication, renderAt, server, setupMockServer } from '../testing/render-app';
import { QUIZ_COPY } from './knowledge-test/quiz-copy';
import { TRAINING_COPY } from './massagist-training/training-copy';

setupMockServer();
const uncaught = collectUncaughtErrors();

/**
 * Issue 12 item 2, the fault table of the health card actions (moved from e2e journey-faults): the ongoing
 * check and the create call of a new application, saving an existing one, the Data Privacy Policy dialog,
 * a file upload and saving its details, submitting the requirements, the payment validation submit, the
 * knowledge test's partial answer and submit, and the massagist training registration. Each call fails in
 * each mode (500, network error, hang beyond the client timeout): the spec's message shows (intake §8,
 * payment §8), or where failures are silent (intake §8 "Other failures hide the loader and are only
 * logged") no loader stays; never a blank page or an uncaught error; what the applicant typed stays; the
 * call is sent once; the action works once the fault is lifted.
 */

type User = Parameters<ActionFaultRow['act']>[0];

const button = (name: string) => screen.getByRole('button', { name });
const next = () => button(MESSAGES.common.next);
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const keepsValue = (name: RegExp, value: string) => () => expect(textbox(name)).toHaveValue(value);
const requirementsList = async () => {
  expect(
    await screen.findByRole('dialog', { name: MESSAGES.requirementsList.title }),
  ).toBeVisible();
};
const privacyDialog = () =>
  screen.queryByRole('dialog', { name: MESSAGES.applicationForm.dataPrivacyPolicy });
const atPath = (path: string) => async () => {
  await waitFor(() => expect(window.location.pathname).toBe(path));
};

/** A file that starts like a PNG (the mock file service checks the type by content). */
const png = (name: string) =>
  new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, {
    type: 'image/png',
  }) as unknown as File;

/** A new application of Juan's (scenario fresh) with its required fields typed and the terms accepted. */
async function newApplicationForm(user: User) {
  newApplication();
  const view = renderAt('/ihc/application-form');
  await user.selectOptions(await screen.findByRole('combobox', { name: /Civil Status/ }), 'Single');
  await user.selectOptions(screen.getByRole('combobox', { name: /Occupation/ }), 'Cook');
  fireEvent.change(textbox(/Contact Number/), { target: { value: '09171234567' } });
  fireEvent.change(textbox(/Company Name/), { target: { value: 'Fault Bakeshop' } });
  await user.click(screen.getByRole('checkbox', { name: MESSAGES.applicationForm.acceptTerms }));
  return {
    view,
    kept: () => {
      keepsValue(/Company Name/, 'Fault Bakeshop')();
      keepsValue(/Contact Number/, '09171234567')();
    },
  };
}

/** Application 1001 (scenario) current, its step `path` rendered. */
async function openStep(scenario: string, path: string, userId = 101) {
  await openScenarioApplication(scenario, userId);
  return renderAt(path);
}

/** The knowledge test answered up to question `last` (each earlier one sent with Next). */
async function answerUpTo(user: User, last: number) {
  const view = await openStep('seminar-pending', '/ihc/hiv-seminar-quiz/');
  const pick = async (n: number) => {
    expect(await screen.findByText(MESSAGES.quiz.question(n, 10))).toBeVisible();
    await user.click(within(screen.getByRole('group')).getAllByRole('radio')[0] as HTMLElement);
  };
  for (let n = 1; n < last; n += 1) {
    await pick(n);
    await user.click(next());
  }
  await pick(last);
  return {
    view,
    kept: () => {
      expect(screen.getByText(MESSAGES.quiz.question(last, 10))).toBeVisible();
      expect(within(screen.getByRole('group')).getAllByRole('radio')[0]).toBeChecked();
    },
  };
}
const submitAnswers = () => {
  const confirm = screen.queryByRole('alertdialog');
  return confirm && within(confirm).getByRole('button', { name: QUIZ_COPY.submitAnswers });
};

/** What the backend has saved for requirement 1 (Valid Government ID) of the current application. */
async function governmentIdUpload(): Promise<string> {
  const uploads = await ihcApi.uploads(localKeys.get('appId') ?? '');
  return JSON.stringify(uploads.find((u) => u.requirementId === 1) ?? null);
}
let uploadBefore = '';

const registerBatch3 = () => button(TRAINING_COPY.registerFor('Massagist Training Batch 3'));

// prettier-ignore
const ROWS: ActionFaultRow[] = [
  {
    action: 'new application form: Next', endpoints: ['APPLICATION_EXIST', 'APPLICATION_CREATE'],
    prepare: newApplicationForm,
    act: (user) => user.click(next()),
    succeeded: requirementsList,
  },
  {
    action: 'application form: Next (saving the draft)', endpoints: ['APPLICATION_UPDATE'],
    prepare: async (user) => {
      const view = await openStep('draft', '/ihc/application-form');
      const company = await screen.findByRole('textbox', { name: /Company Name/ });
      await waitFor(() => expect(company).not.toHaveValue(''));
      fireEvent.change(company, { target: { value: 'Renamed Bakeshop' } });
      const consent = screen.getByRole('checkbox', { name: MESSAGES.applicationForm.acceptTerms });
      if (!(consent as HTMLInputElement).checked) await user.click(consent);
      return { view, kept: keepsValue(/Company Name/, 'Renamed Bakeshop') };
    },
    act: (user) => user.click(next()),
    succeeded: requirementsList,
  },
  {
    action: 'application form: Data Privacy Policy dialog', endpoints: ['PRIVACY_POLICY'],
    prepare: async () => {
      const view = await openStep('draft', '/ihc/application-form');
      const company = await screen.findByRole('textbox', { name: /Company Name/ });
      await waitFor(() => expect(company).not.toHaveValue(''));
      // Formik validates the change a moment later: inside act.
      await act(async () => {
        fireEvent.change(company, { target: { value: 'Policy Bakeshop' } });
      });
      return { view, kept: keepsValue(/Company Name/, 'Policy Bakeshop') };
    },
    act: async (user) => {
      await user.click(screen.getAllByRole('button', { name: MESSAGES.applicationForm.dataPrivacyPolicy })[0] as HTMLElement);
      expect(await screen.findByRole('dialog', { name: MESSAGES.applicationForm.dataPrivacyPolicy })).toBeVisible();
    },
    beforeRetry: async (user) => {
      await user.keyboard('{Escape}');
      await waitFor(() => expect(privacyDialog()).not.toBeInTheDocument());
    },
    succeeded: async () => {
      await waitFor(() => expect(within(privacyDialog() as HTMLElement).getByTestId('privacy-policy')).not.toBeEmptyDOMElement());
    },
  },
  {
    action: 'requirements upload: a file', endpoints: ['FILE_UPLOAD', 'UPLOADS_UPDATE'],
    message: (endpoint) => (endpoint === 'FILE_UPLOAD' ? MESSAGES.upload.uploadFailure : MESSAGES.upload.persistFailure),
    prepare: async () => {
      const view = await openStep('draft', '/ihc/requirements-upload');
      await screen.findByLabelText('File for Valid Government ID');
      uploadBefore = await governmentIdUpload();
      return { view, kept: () => expect(screen.getByRole('rowheader', { name: /Valid Government ID/ })).toBeVisible() };
    },
    act: (user) => user.upload(screen.getByLabelText('File for Valid Government ID'), png('id.png')),
    succeeded: async () => {
      await waitFor(async () => expect(await governmentIdUpload()).not.toBe(uploadBefore));
    },
  },
  {
    action: 'requirements upload: Submit Application', endpoints: ['SUBMIT_REQUIREMENTS'],
    message: () => MESSAGES.common.internalIssue,
    prepare: async (user) => {
      // The scenario leaves the stool examination missing: upload it.
      const view = await openStep('draft', '/ihc/requirements-upload');
      fireEvent.change(await screen.findByLabelText(/Test Completed Date for Stool Examination/), { target: { value: '2026-01-05' } });
      await user.upload(await screen.findByLabelText(/File for Stool Examination/), png('result.png'));
      expect(await screen.findByText(/^Stool Examination.* uploaded\.$/)).toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: MESSAGES.upload.certification }));
      return { view, kept: () => expect(screen.getByRole('checkbox', { name: MESSAGES.upload.certification })).toBeChecked() };
    },
    act: async (user) => {
      await user.click(button(MESSAGES.upload.submitApplication));
      const confirm = await screen.findByRole('alertdialog', { name: MESSAGES.upload.submitApplication });
      await user.click(within(confirm).getByRole('button', { name: MESSAGES.upload.submitApplication }));
    },
    sender: () => {
      const confirm = screen.queryByRole('alertdialog', { name: MESSAGES.upload.submitApplication });
      return confirm && within(confirm).getByRole('button', { name: MESSAGES.upload.submitApplication });
    },
    succeeded: atPath('/qce/ihc/confirmation/application-submitted'),
  },
  {
    action: 'payment validation: Submit', endpoints: ['SUBMIT_PAYMENT'],
    message: () => MESSAGES.common.somethingWentWrongPeriod,
    prepare: async (user) => {
      const view = await openStep('payment-due', '/ihc/payment-validation');
      const orNumber = await screen.findByLabelText(new RegExp(`^${MESSAGES.payment.orNumber}`));
      fireEvent.change(screen.getByLabelText(new RegExp(`^${MESSAGES.payment.paymentDate}`)), { target: { value: '2026-01-15' } });
      await user.type(orNumber, 'OR-FAULT-1');
      await user.upload(screen.getByLabelText(new RegExp(`^${MESSAGES.payment.receipt}`)), png('receipt.png'));
      return {
        view,
        kept: () => {
          expect(screen.getByLabelText(new RegExp(`^${MESSAGES.payment.orNumber}`))).toHaveValue('OR-FAULT-1');
          expect(screen.getByLabelText(new RegExp(`^${MESSAGES.payment.paymentDate}`))).toHaveValue('2026-01-15');
        },
      };
    },
    act: (user) => user.click(button(MESSAGES.common.submit)),
    sender: () => button(MESSAGES.common.submit),
    succeeded: async () => {
      expect(await screen.findByText(MESSAGES.payment.validationInProgress)).toBeVisible();
    },
  },
  {
    action: 'knowledge test: Next (the partial answer)', endpoints: ['PARTIAL_ANSWER'],
    message: () => QUIZ_COPY.partialFailure,
    prepare: (user) => answerUpTo(user, 1),
    act: (user) => user.click(next()),
    sender: next,
    succeeded: async () => {
      expect(await screen.findByText(MESSAGES.quiz.question(2, 10))).toBeVisible();
    },
  },
  {
    action: 'knowledge test: Submit answers', endpoints: ['SUBMIT_EXAM'],
    message: () => QUIZ_COPY.submitFailure,
    prepare: (user) => answerUpTo(user, 10),
    act: async (user) => {
      // The last Next (its partial answer) opens the confirm; a failed submit closes it.
      await user.click(next());
      await waitFor(() => expect(submitAnswers()).not.toBeNull());
      await user.click(submitAnswers() as HTMLElement);
    },
    sender: submitAnswers,
    succeeded: atPath('/qce/ihc/quiz-results/'),
  },
  {
    action: 'massagist training: Register', endpoints: ['TRAINING_PARTICIPANT_REGISTER'],
    message: () => MESSAGES.common.unexpectedError,
    prepare: async () => {
      const view = await openStep('massagist-training', '/ihc/massagist-training/', 102);
      await waitFor(() => expect(registerBatch3()).toBeEnabled());
      return { view, kept: () => expect(registerBatch3()).toBeEnabled() };
    },
    act: (user) => user.click(registerBatch3()),
    sender: registerBatch3,
    succeeded: async () => {
      expect(await screen.findByText(MESSAGES.training.inProgress)).toBeVisible();
    },
  },
];

describe("health card actions under faults (500, network, hang): the spec's message or silent, typed values kept, sent once, works once lifted", () => {
  for (const row of ROWS) {
    it(
      `${row.action}: ${row.endpoints.join(', ')}`,
      async () => actionFaultTest(uncaught)(row),
      actionTestTimeout(row),
    );
  }
});

it('requirements upload: a wrong file type is refused on the client with the type message, nothing sent', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const uploads: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/file/upload')) uploads.push(request.url);
  });
  await openStep('draft', '/ihc/requirements-upload');
  const input = await screen.findByLabelText('File for Valid Government ID');
  await user.upload(
    input,
    new NodeFile(['MZ'], 'run.exe', { type: 'application/x-msdownload' }) as unknown as File,
  );
  expect(
    (await screen.findAllByText(MESSAGES.upload.fileTypeNotAcceptedShort, { exact: false }))[0],
  ).toBeVisible();
  expect(uploads).toEqual([]);
  expect(uncaught()).toEqual([]);
  server.events.removeAllListeners();
});
