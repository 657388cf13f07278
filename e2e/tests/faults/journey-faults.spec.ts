/**
 * Issue 12 item 2, fault suite on the actions of the individual health card journey: the ongoing check and
 * the create call of a new application, saving an existing one, the Data Privacy Policy dialog, a file
 * upload and saving its details, submitting the requirements, the payment validation submit, the knowledge
 * test's answers (each one's partial answer, then the submit) and the massagist training registration (intake
 * §8: code 4032 shows the server's message, otherwise 'Encountered an unexpected error, please try again
 * later.'; the partial answer and the submit are left silent by the spec: the page's own notice). Each call
 * made to fail (500, network error, hang beyond the client timeout) through the mock backend's fault
 * injection: the spec's message shows (intake §8, payment §8), or where failures are silent (intake §8
 * "Other failures hide the loader and are only logged") no loader stays; never a blank page or an uncaught
 * error; what the applicant typed stays; a sender pressed again while its call hangs does not send twice;
 * the same action works once the fault is lifted.
 * Own portal process (faults and resets stay out of parallel specs); one table, one test per row and mode.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  armCountedFaults,
  collectPageErrors,
  expectSettledNotBlank,
  FAULT_MODES,
  faultCalls,
  faultHit,
  liftFaults,
  useShortClientTimeout,
  type FaultMode,
} from '../../support/faults';
import { expect, test } from '../../support/fixtures';
import { startIsolatedPortal, type IsolatedPortal } from '../../support/isolated-portal';
import {
  pngFile,
  requiredRequirementRows,
  selectFirstOption,
  startNewApplication,
  yesterdayInput,
} from '../ihc/helpers';

const JUAN = { userId: 101, token: 'token-juan-101' };
const MARIA = { userId: 102, token: 'token-maria-102' };
type Applicant = typeof JUAN;

const UPLOAD_FAILURE = 'Encountered issue while uploading the file. Please try again in a while.';
const PERSIST_FAILURE =
  'Encountered issues while saving upload file details. Please try again in a while or ask for support.';
const SUBMIT_REQUIREMENTS_FAILURE = 'Internal Issue. Please try again later.';
const SUBMIT_PAYMENT_FAILURE = 'Something went wrong. Please try again later.';
const PARTIAL_ANSWER_FAILURE =
  'Your answer could not be saved. Please check your connection and try again.';
const SUBMIT_EXAM_FAILURE = 'Your answers could not be submitted. Please try again.';
const REGISTRATION_FAILURE = 'Encountered an unexpected error, please try again later.';

interface ActionCase {
  page: string;
  scenario: string;
  endpoints: string[];
  modes?: readonly FaultMode[];
  /** Opens the page and types what an applicant would; returns what must still be there afterwards. */
  prepare: (page: Page, mode: FaultMode) => Promise<(page: Page) => Promise<void>>;
  /** The action that makes the call. */
  act: (page: Page) => Promise<void>;
  /** The control that sends: pressed again while the call hangs, it must not send a second time. */
  sender?: (page: Page) => Locator;
  /** The message shown (or one per endpoint): the spec's, else the page's own; absent where silent. */
  message?: string | Record<string, string>;
  /** Undo what the failed action left open before trying again (e.g. close a dialog). */
  beforeRetry?: (page: Page) => Promise<void>;
  /** What the backend has before the retry (compared by `succeeded`). */
  before?: (request: APIRequestContext) => Promise<string>;
  /** The action worked once the fault was lifted. */
  succeeded: (page: Page, request: APIRequestContext, before: string) => Promise<void>;
}

let portal: IsolatedPortal;
// Each test resets its scenario: spread over the workers (each worker has its own portal).
test.describe.configure({ mode: 'parallel' });
test.beforeAll(async () => {
  portal = await startIsolatedPortal();
});
test.afterAll(async () => {
  await portal?.stop();
});

const main = (page: Page) => page.getByRole('main');

async function post(request: APIRequestContext, path: string, data: unknown): Promise<void> {
  const response = await request.post(`${portal.url}${path}`, { data });
  expect(response.ok(), `POST ${path} answered ${response.status()}`).toBe(true);
}

async function signIn(page: Page, user: Applicant = JUAN): Promise<void> {
  await page.goto(`${portal.url}/qce/applications?userId=${user.userId}&token=${user.token}`);
  await expect(page).toHaveURL((url) => !url.searchParams.has('token'));
}

/** Signs in, opens application 1001 from the history (the track remembers it), then goes to `path`. */
async function openStep(page: Page, path: string, user: Applicant = JUAN): Promise<void> {
  await signIn(page, user);
  await page.goto(`${portal.url}/qce/ihc/applications`);
  await main(page).getByRole('button', { name: 'Open application 1001' }).click();
  await expect(page).toHaveURL(/\/qce\/ihc\/application-form/);
  if (!path.endsWith('/application-form')) await page.goto(`${portal.url}${path}`);
}

/** The saved upload record of one requirement of application 1001, as the backend has it. */
async function requirementUpload(
  request: APIRequestContext,
  requirementId: number,
): Promise<string> {
  const response = await request.get(`${portal.url}/api/uploads?applicationId=1001`, {
    headers: { Authorization: `Bearer ${JUAN.token}` },
  });
  const body = (await response.json()) as { data: Array<{ requirementId: number }> };
  return JSON.stringify(body.data.find((u) => u.requirementId === requirementId) ?? null);
}

const keepsValue = (label: RegExp, value: string) => async (page: Page) => {
  await expect(main(page).getByLabel(label).first()).toHaveValue(value);
};

/** A new application for Juan (scenario fresh): the landing form, Apply, then the required fields. */
async function newApplicationForm(
  page: Page,
  company: string,
): Promise<(page: Page) => Promise<void>> {
  await signIn(page);
  await startNewApplication(page, portal.url);
  await selectFirstOption(page.getByLabel(/^Civil Status/));
  await selectFirstOption(page.getByRole('combobox', { name: /^Occupation/ }), /masseur/i);
  await page.getByLabel(/^Contact Number/).fill('09171234567');
  await page.getByLabel(/^Company Name/).fill(company);
  await page
    .getByRole('checkbox', { name: /I have read and agree to the Data Privacy Policy/ })
    .check();
  return async (p) => {
    await keepsValue(/^Company Name/, company)(p);
    await keepsValue(/^Contact Number/, '09171234567')(p);
  };
}

const requirementsList = (page: Page) => page.getByRole('dialog', { name: 'Requirements List' });
const nextButton = (page: Page) => main(page).getByRole('button', { name: 'Next', exact: true });
const privacyDialog = (page: Page) => page.getByRole('dialog', { name: 'Data Privacy Policy' });

const governmentIdFile = (page: Page): Locator => page.getByLabel('File for Valid Government ID');

const questionOf = (page: Page, n: number) => main(page).getByText(`Question ${n} of 10`);
const submitAnswers = (page: Page) =>
  page
    .getByRole('alertdialog', { name: 'Submit answers?' })
    .getByRole('button', { name: 'Submit answers' });

/** Picks the question's first option; returns the check that it is still picked. */
async function pickFirstOption(page: Page, n: number): Promise<(page: Page) => Promise<void>> {
  await expect(questionOf(page, n)).toBeVisible();
  await main(page).getByRole('radio').first().check();
  return async (p) => {
    await expect(questionOf(p, n)).toBeVisible();
    await expect(main(p).getByRole('radio').first()).toBeChecked();
  };
}

/** Opens the knowledge test and answers up to question `last` (each earlier one sent with Next). */
async function answerUpTo(page: Page, last: number): Promise<(page: Page) => Promise<void>> {
  await openStep(page, '/qce/ihc/hiv-seminar-quiz/');
  for (let n = 1; n < last; n += 1) {
    await pickFirstOption(page, n);
    await nextButton(page).click();
  }
  return pickFirstOption(page, last);
}

const registerBatch3 = (page: Page) =>
  page
    .getByRole('region', { name: 'Upcoming Training Sessions' })
    .getByRole('button', { name: 'Register for Massagist Training Batch 3' });

const CASES: ActionCase[] = [
  {
    page: 'new application form: Next',
    scenario: 'fresh',
    endpoints: ['APPLICATION_EXIST', 'APPLICATION_CREATE'],
    prepare: (page) => newApplicationForm(page, 'Fault Bakeshop'),
    act: (page) => nextButton(page).click(),
    succeeded: async (page) => {
      await expect(requirementsList(page)).toBeVisible();
    },
  },
  {
    page: 'application form: Next (saving the draft)',
    scenario: 'draft',
    endpoints: ['APPLICATION_UPDATE'],
    prepare: async (page) => {
      await openStep(page, '/qce/ihc/application-form');
      const company = main(page).getByLabel(/^Company Name/);
      await company.fill('Renamed Bakeshop');
      const consent = page.getByRole('checkbox', {
        name: /I have read and agree to the Data Privacy Policy/,
      });
      if (!(await consent.isChecked())) await consent.check();
      return keepsValue(/^Company Name/, 'Renamed Bakeshop');
    },
    act: (page) => nextButton(page).click(),
    succeeded: async (page) => {
      await expect(requirementsList(page)).toBeVisible();
    },
  },
  {
    page: 'application form: Data Privacy Policy dialog',
    scenario: 'draft',
    endpoints: ['PRIVACY_POLICY'],
    prepare: async (page) => {
      await openStep(page, '/qce/ihc/application-form');
      await main(page)
        .getByLabel(/^Company Name/)
        .fill('Policy Bakeshop');
      return keepsValue(/^Company Name/, 'Policy Bakeshop');
    },
    act: async (page) => {
      await main(page).getByRole('button', { name: 'Data Privacy Policy' }).first().click();
      await expect(privacyDialog(page)).toBeVisible();
    },
    beforeRetry: async (page) => {
      await page.keyboard.press('Escape');
      await expect(privacyDialog(page)).toBeHidden();
    },
    succeeded: async (page) => {
      await expect(privacyDialog(page).getByTestId('privacy-policy')).not.toBeEmpty();
    },
  },
  {
    page: 'requirements upload: a file',
    scenario: 'draft',
    endpoints: ['FILE_UPLOAD', 'UPLOADS_UPDATE'],
    message: { FILE_UPLOAD: UPLOAD_FAILURE, UPLOADS_UPDATE: PERSIST_FAILURE },
    prepare: async (page) => {
      await openStep(page, '/qce/ihc/requirements-upload');
      await expect(governmentIdFile(page)).toBeAttached();
      return async () => {};
    },
    act: (page) => governmentIdFile(page).setInputFiles(pngFile('id.png')),
    before: (request) => requirementUpload(request, 1),
    succeeded: async (_page, request, before) => {
      await expect
        .poll(() => requirementUpload(request, 1), { message: 'the retried upload is saved' })
        .not.toBe(before);
    },
  },
  {
    page: 'requirements upload: Submit Application',
    scenario: 'draft',
    endpoints: ['SUBMIT_REQUIREMENTS'],
    message: SUBMIT_REQUIREMENTS_FAILURE,
    prepare: async (page) => {
      await openStep(page, '/qce/ihc/requirements-upload');
      // The scenario leaves a required file missing: upload what is not there yet.
      const { rows, required } = await requiredRequirementRows(page);
      for (const { index, name } of required) {
        const row = rows.nth(index);
        if (await row.getByRole('button', { name: `Review ${name}`, exact: true }).isEnabled())
          continue;
        const date = row.getByLabel(`Test Completed Date for ${name}`, { exact: true });
        if ((await date.count()) > 0) await date.fill(yesterdayInput());
        await row.getByLabel(`File for ${name}`, { exact: true }).setInputFiles(pngFile('x.png'));
        await expect(
          row.getByRole('button', { name: `Review ${name}`, exact: true }),
        ).toBeEnabled();
      }
      const certify = page.getByRole('checkbox', {
        name: 'I certify that the documents I uploaded are true and correct.',
      });
      await certify.check();
      return async () => {
        await expect(certify).toBeChecked();
      };
    },
    act: async (page) => {
      await main(page).getByRole('button', { name: 'Submit Application' }).click();
      await page
        .getByRole('alertdialog', { name: 'Submit Application' })
        .getByRole('button', { name: 'Submit Application' })
        .click();
    },
    succeeded: async (page) => {
      await expect(page).toHaveURL(/\/qce\/ihc\/confirmation\/application-submitted$/);
    },
  },
  {
    page: 'payment validation: Submit',
    scenario: 'payment-due',
    endpoints: ['SUBMIT_PAYMENT'],
    message: SUBMIT_PAYMENT_FAILURE,
    prepare: async (page, mode) => {
      await openStep(page, '/qce/ihc/payment-validation');
      const date = yesterdayInput();
      await main(page)
        .getByLabel(/Payment Date/)
        .fill(date);
      await main(page)
        .getByLabel(/OR Number/)
        .fill(`OR-FAULT-${mode}`);
      await main(page).locator('input[type=file]').setInputFiles(pngFile('receipt.png'));
      return async (p) => {
        await keepsValue(/OR Number/, `OR-FAULT-${mode}`)(p);
        await keepsValue(/Payment Date/, date)(p);
      };
    },
    act: (page) => main(page).getByRole('button', { name: 'Submit' }).click(),
    succeeded: async (_page, request) => {
      await expect
        .poll(
          async () => {
            const response = await request.get(
              `${portal.url}/api/payment-integration/payment?applicationId=1001`,
              { headers: { Authorization: `Bearer ${JUAN.token}` } },
            );
            return JSON.stringify(await response.json());
          },
          { message: 'the retried payment is recorded' },
        )
        .toContain('OR-FAULT-');
    },
  },
  {
    page: 'knowledge test: Next (the partial answer)',
    scenario: 'seminar-pending',
    endpoints: ['PARTIAL_ANSWER'],
    message: PARTIAL_ANSWER_FAILURE,
    prepare: (page) => answerUpTo(page, 1),
    act: (page) => nextButton(page).click(),
    sender: nextButton,
    succeeded: async (page) => {
      await expect(questionOf(page, 2)).toBeVisible();
    },
  },
  {
    page: 'knowledge test: Submit answers',
    scenario: 'seminar-pending',
    endpoints: ['SUBMIT_EXAM'],
    message: SUBMIT_EXAM_FAILURE,
    prepare: (page) => answerUpTo(page, 10),
    act: async (page) => {
      // The last Next (its partial answer) opens the confirm; a failed submit closes it.
      await nextButton(page).click();
      await submitAnswers(page).click();
    },
    sender: submitAnswers,
    succeeded: async (page) => {
      await expect(page).toHaveURL(/\/qce\/ihc\/quiz-results\/$/);
    },
  },
  {
    page: 'massagist training: Register',
    scenario: 'massagist-training',
    endpoints: ['TRAINING_PARTICIPANT_REGISTER'],
    message: REGISTRATION_FAILURE,
    prepare: async (page) => {
      await openStep(page, '/qce/ihc/massagist-training/', MARIA);
      return async (p) => {
        await expect(registerBatch3(p)).toBeEnabled();
      };
    },
    act: (page) => registerBatch3(page).click(),
    sender: registerBatch3,
    succeeded: async (page) => {
      await expect(page.getByRole('status', { name: 'Training In Progress' })).toBeVisible();
    },
  },
];

for (const c of CASES) {
  for (const endpoint of c.endpoints) {
    const modes = c.modes ?? FAULT_MODES;
    const message = typeof c.message === 'object' ? c.message[endpoint] : c.message;
    test(`${c.page}: ${endpoint} ${modes.join(', ')} -> ${message ? 'its message' : 'silent, no loader left'}, typed values kept, works once lifted`, async ({
      page,
      request,
    }) => {
      await post(request, '/__staff/reset', { scenario: c.scenario });
      const errors = collectPageErrors(page);
      // A hung call must give up within the test: the short client timeout from the first load on.
      if (modes.includes('hang')) await useShortClientTimeout(page);
      const kept = await c.prepare(page, modes[0] ?? '500');
      // The failed action changes nothing on the server: the same page takes the next mode.
      for (const mode of modes) {
        await test.step(`${endpoint} ${mode}`, async () => {
          await armCountedFaults(request, portal.url, [endpoint], mode);
          try {
            const hit = faultHit(page);
            await c.act(page);
            // The call hangs: pressing again must not send it again.
            if (mode === 'hang' && c.sender) {
              await c
                .sender(page)
                .click({ force: true, timeout: 500 })
                .catch(() => undefined);
            }
            await hit;
            if (message) await expect(page.getByText(message).first()).toBeVisible();
            await expectSettledNotBlank(page);
            await kept(page);
            // Once (in network mode Chromium itself resends a request whose reused connection dropped).
            if (c.sender && mode !== 'network') {
              const calls = (await faultCalls(request, portal.url))[endpoint];
              expect(calls, `${endpoint} sent once (${mode})`).toBe(1);
            }
            expect(errors, `uncaught page errors (${mode})`).toEqual([]);
          } finally {
            await liftFaults(request, portal.url);
          }
          await c.beforeRetry?.(page);
        });
      }
      const before = (await c.before?.(request)) ?? '';
      await c.act(page);
      await c.succeeded(page, request, before);
      expect(errors, 'uncaught page errors').toEqual([]);
    });
  }
}

test('requirements upload: a wrong file type is refused on the client with the type message', async ({
  page,
  request,
}) => {
  await post(request, '/__staff/reset', { scenario: 'draft' });
  const errors = collectPageErrors(page);
  await openStep(page, '/qce/ihc/requirements-upload');
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/file/upload')) uploads.push(r.url());
  });
  await governmentIdFile(page).setInputFiles({
    name: 'run.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  });
  await expect(page.getByText(/File type not accepted/).first()).toBeVisible();
  expect(uploads).toEqual([]);
  expect(errors).toEqual([]);
});
