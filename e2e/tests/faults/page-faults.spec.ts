/**
 * Issue 12 item 2, fault suite: every call that loads a page of the journeys (the landing, the IHC landing,
 * each step of the individual health card journey, the documents page) made to fail (500, network error,
 * hang beyond the client timeout) through the mock backend's fault injection. The page shows the spec's message, or (intake §8 "Other failures hide the
 * loader and are only logged"; payment §8 maintenance "treated silently") hides the loader; never a blank
 * page or an uncaught error; a retry works once the fault is lifted.
 *
 * Runs against its own portal process per worker (own data file), so its faults never reach other specs;
 * one test per page and call, looping over the three modes.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  armFault,
  collectPageErrors,
  expectSettledNotBlank,
  faultHit,
  FAULT_MODES as ALL,
  liftFaults,
  controlClientTimeout,
  type FaultMode as Mode,
} from '../../support/faults';
import { expect, test } from '../../support/fixtures';
import { startIsolatedPortal, type IsolatedPortal } from '../../support/isolated-portal';

interface FaultCase {
  page: string;
  scenario: string;
  endpoint: string;
  modes: readonly Mode[];
  /** Before the fault is armed (e.g. choosing the current application from the history). */
  setup?: (page: Page, origin: string) => Promise<void>;
  /** Opens the page (signed in) once the fault is armed. */
  open: (page: Page, origin: string) => Promise<void>;
  /** What must be visible once the page settled with the fault on (beyond a non-blank main). */
  during: (page: Page, mode: Mode) => Promise<void>;
  /** What must be visible after the fault is lifted and the page reloaded. */
  after: (page: Page) => Promise<void>;
}

const JUAN = { userId: 101, token: 'token-juan-101' };

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: string | RegExp) =>
  main(page).getByRole('heading', { name }).first();

async function signedIn(page: Page, origin: string, path: string): Promise<void> {
  await page.goto(`${origin}/qce/applications?userId=${JUAN.userId}&token=${JUAN.token}`);
  await expect(page).toHaveURL((url) => !url.searchParams.has('token'));
  if (path !== '/qce/applications') await page.goto(`${origin}${path}`);
}

async function openIhcApplication(page: Page, origin: string): Promise<void> {
  await signedIn(page, origin, '/qce/ihc/applications');
  await main(page)
    .getByRole('button', { name: '1001' })
    .or(main(page).getByRole('link', { name: '1001' }))
    .first()
    .click();
}

const landingCards = async (page: Page) => {
  await expect(main(page).getByText('Health Certificate', { exact: true }).first()).toBeVisible();
};
const ihcLanding = async (page: Page) => {
  await expect(heading(page, 'Health Certificate Applications')).toBeVisible();
};
const historyRow = async (page: Page) => {
  await ihcLanding(page);
  await expect(main(page).getByRole('cell', { name: '1001' }).first()).toBeVisible();
};
const industryOption = async (page: Page) => {
  await expect(main(page).locator('option', { hasText: 'Food Establishment' })).toHaveCount(1);
};
const applicantName = async (page: Page) => {
  await expect(main(page).getByText('Juan Garcia Dela Cruz').first()).toBeVisible();
};
const documentPage = async (page: Page) => {
  await expect(heading(page, 'Document Verification')).toBeVisible();
};
const certificateNo = async (page: Page) => {
  await documentPage(page);
  await expect(main(page).getByText('IHC-2026-001001').first()).toBeVisible();
};
const applicationForm = async (page: Page) => {
  await expect(heading(page, 'Individual Application Form')).toBeVisible();
};
const applicationTypeOption = async (page: Page) => {
  await expect(main(page).locator('option', { hasText: 'New' }).first()).toBeAttached();
};
/** The page's level-1 heading (the step shows its frame whatever failed). */
const anyHeading = async (page: Page) => {
  await expect(main(page).getByRole('heading', { level: 1 }).first()).toBeVisible();
};
const applicationDetails = async (page: Page) => {
  await expect(main(page).getByText('Application Details (1001)')).toBeVisible();
};
const formFilled = async (page: Page) => {
  await applicationDetails(page);
  await expect(main(page).getByLabel(/^Last Name/)).toHaveValue('Dela Cruz');
};
const requirementsTable = async (page: Page) => {
  await expect(
    main(page).getByRole('table', { name: 'Requirements' }).getByRole('rowheader').first(),
  ).toBeVisible();
};
const orderOfPayment = async (page: Page) => {
  await applicationDetails(page);
  await expect(
    main(page)
      .getByText(/Reference Number/)
      .first(),
  ).toBeVisible();
};
const paymentForm = async (page: Page) => {
  await applicationDetails(page);
  await expect(main(page).getByLabel(/OR Number/)).toBeVisible();
};

const firstQuestion = async (page: Page) => {
  await expect(main(page).getByText('Question 1 of 10')).toBeVisible();
};
/** intake §8: an exam fetch failure shows the server's message, otherwise 'No exam was retrieved...'. */
const noExam = async (page: Page, mode: Mode) => {
  const message =
    mode === '500'
      ? 'Injected fault: internal server error.'
      : 'No exam was retrieved. Please try again in a while';
  await expect(main(page).getByText(message)).toBeVisible();
};
const waitingForHead = async (page: Page) => {
  await expect(
    main(page).getByText("Your application is waiting for the department head's approval."),
  ).toBeVisible();
};

/** Application 1001 becomes the track's current one (before the fault); the step opens after it. */
const current1001 = (p: Page, o: string) => openIhcApplication(p, o);
const step = (path: string) => (p: Page, o: string) => p.goto(`${o}${path}`).then(() => undefined);

/**
 * One row per step of the individual journey: [step, scenario, path, the calls it makes on load (recorded
 * from the pages), what shows once the fault is lifted, what shows with the fault on (default: the step's
 * heading)]. Every step loads the application and its progress through the same step frame (mf-ihc's step
 * layout): those two calls are failed on the first two steps; on the later steps only the calls of the step
 * itself, to keep the suite's time in CI reasonable.
 */
type StepRow = [string, string, string, string[], FaultCase['after'], FaultCase['during']?];
const FRAME = ['APPLICATION_BY_ID', 'AUDIT_PROGRESS'];
// prettier-ignore
const STEP_CALLS: StepRow[] = [
  ['application form', 'draft', '/qce/ihc/application-form', ['APPLICATION_BY_ID', 'USER_DETAILS'], formFilled],
  ['requirements upload', 'draft', '/qce/ihc/requirements-upload', [...FRAME, 'REQUIREMENTS', 'UPLOADS'], requirementsTable],
  ['order of payment', 'payment-due', '/qce/ihc/order-of-payment', ['PAYMENTS'], orderOfPayment],
  ['payment validation', 'payment-due', '/qce/ihc/payment-validation', ['PAYMENTS'], paymentForm],
  ['HIV seminar', 'seminar-pending', '/qce/ihc/hiv-seminar', ['UPLOADS', 'REQUIREMENTS'], applicationDetails],
  ['knowledge test', 'seminar-pending', '/qce/ihc/hiv-seminar-quiz/', ['EXAMS', 'EXAM_QUESTIONS'], firstQuestion, noExam],
  ['head approval', 'head-approval-pending', '/qce/ihc/head-approval', ['AUDIT_PROGRESS'], waitingForHead],
  ['digital health certificate', 'approved', '/qce/ihc/digital-health-certificate', ['LABORATORY'], applicationDetails],
];

const CASES: FaultCase[] = [
  // Landing (shell): maintenance failure = no maintenance (payment §8); permits silent.
  {
    page: 'landing',
    scenario: 'draft',
    endpoint: 'MAINTENANCE',
    modes: ALL,
    open: (p, o) => signedIn(p, o, '/qce/applications'),
    during: landingCards,
    after: landingCards,
  },
  {
    page: 'landing',
    scenario: 'draft',
    endpoint: 'PERMITS',
    modes: ALL,
    open: (p, o) => signedIn(p, o, '/qce/applications'),
    during: async () => {},
    after: landingCards,
  },
  // IHC landing: history, bulk history, industries, user details fail silently; the rest of the page stays.
  {
    page: 'IHC landing',
    scenario: 'draft',
    endpoint: 'APPLICATION',
    modes: ALL,
    open: (p, o) => signedIn(p, o, '/qce/ihc/applications'),
    during: ihcLanding,
    after: historyRow,
  },
  {
    page: 'IHC landing',
    scenario: 'draft',
    endpoint: 'APPLICATION_BULK',
    modes: ALL,
    open: (p, o) => signedIn(p, o, '/qce/ihc/applications'),
    during: historyRow,
    after: historyRow,
  },
  {
    page: 'IHC landing',
    scenario: 'draft',
    endpoint: 'INDUSTRIES',
    modes: ALL,
    open: (p, o) => signedIn(p, o, '/qce/ihc/applications'),
    during: historyRow,
    after: industryOption,
  },
  {
    page: 'IHC landing',
    scenario: 'draft',
    endpoint: 'USER_DETAILS',
    modes: ALL,
    open: (p, o) => signedIn(p, o, '/qce/ihc/applications'),
    during: async () => {},
    after: applicantName,
  },
  {
    page: 'IHC landing',
    scenario: 'draft',
    endpoint: 'APPLICATION_TYPES',
    modes: ALL,
    open: (p, o) => signedIn(p, o, '/qce/ihc/applications'),
    during: historyRow,
    after: applicationTypeOption,
  },
  // Application form (opened from the history): the application and its lookups.
  {
    page: 'application form',
    scenario: 'draft',
    endpoint: 'LOOKUP_INFO',
    modes: ALL,
    open: openIhcApplication,
    during: applicationForm,
    after: applicationForm,
  },
  {
    page: 'application form',
    scenario: 'draft',
    endpoint: 'AUDIT_PROGRESS',
    modes: ALL,
    open: openIhcApplication,
    during: applicationForm,
    after: applicationForm,
  },
  // Documents page (mf-certificates): labs and training are optional sections; the application is the page.
  {
    page: 'documents',
    scenario: 'approved',
    endpoint: 'LABORATORY',
    modes: ALL,
    open: (p, o) => signedIn(p, o, '/qce/documents/1001'),
    during: certificateNo,
    after: certificateNo,
  },
  {
    page: 'documents',
    scenario: 'approved',
    endpoint: 'EXTERNAL_APPLICATION',
    modes: ALL,
    open: (p, o) => signedIn(p, o, '/qce/documents/1001'),
    during: documentPage,
    after: certificateNo,
  },
  // Each step of the individual journey, with application 1001 current.
  ...STEP_CALLS.flatMap(([name, scenario, path, endpoints, after, during = anyHeading]) =>
    endpoints.map((endpoint): FaultCase => ({
      page: name,
      scenario,
      endpoint,
      modes: ALL,
      setup: current1001,
      open: step(path),
      during,
      after,
    })),
  ),
];

async function post(request: APIRequestContext, url: string, data: unknown): Promise<void> {
  const response = await request.post(url, { data });
  expect(response.ok(), `POST ${url} answered ${response.status()}`).toBe(true);
}

// Tests spread over the workers (each worker has its own portal); each row is independent.
test.describe.configure({ mode: 'parallel' });

let portal: IsolatedPortal;
let currentScenario = '';

test.beforeAll(async () => {
  portal = await startIsolatedPortal();
});
test.afterAll(async () => {
  await portal?.stop();
});

for (const c of CASES) {
  test(`${c.page}: ${c.endpoint} ${c.modes.join(', ')} -> no blank page, no uncaught error, retry works`, async ({
    page,
    request,
  }) => {
    const origin = portal.url;
    if (currentScenario !== c.scenario) {
      await post(request, `${origin}/__staff/reset`, { scenario: c.scenario });
      currentScenario = c.scenario;
    }
    const errors = collectPageErrors(page);
    const timeout = await controlClientTimeout(page);
    await c.setup?.(page, origin);
    for (const mode of c.modes) {
      await test.step(`${c.endpoint} ${mode}`, async () => {
        if (mode === 'hang') timeout.set();
        await armFault(request, origin, c.endpoint, mode);
        try {
          const hit = faultHit(page);
          await c.open(page, origin);
          await hit;
          await c.during(page, mode);
          // Settled: no loader left behind (a hang gives up after the client timeout).
          await expectSettledNotBlank(page);
        } finally {
          await liftFaults(request, origin);
          timeout.reset();
        }
        expect(errors, `uncaught page errors (${mode})`).toEqual([]);
      });
    }
    // The fault lifted: a reload (the applicant's retry) shows the page whole.
    await page.reload();
    await c.after(page);
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    expect(errors, 'uncaught page errors').toEqual([]);
  });
}
