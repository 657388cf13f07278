/**
 * Issue 23 items 6, 8 and 9 through the served portal (nginx by default, deploy/start.mjs with
 * E2E_SERVER=node), on the worker's own portal (the checks reset the mock backend and store a large roster):
 * - 6: a 1 MB form value, `null` in a list of objects and numbers out of range answer 400 with a message
 *   naming the field (before: stored with 200, or 500), and nothing is stored;
 * - 8: a 10,000-row bulk roster is stored within 10 s while another applicant's requests keep answering
 *   within 1 s (before: 1,000 rows took a minute with the backend blocked, 10,000 did not finish);
 * - 9: a failed history load shows Try again, never 'No existing history' (before: the empty text), and the
 *   knowledge test's 30-minute retry follows the backend's clock whatever the device's clock says (before:
 *   a device 3 hours ahead could retry at once, one 3 hours behind waited 3 hours 25 minutes).
 */
import type { APIRequestContext, APIResponse, Page, Route } from '@playwright/test';
import { expect, test } from '../../support/own-portal';
import { signIn } from '../../support/sign-in';
import type { SeededUser, StaffApi } from '../../support/staff-api';

// One worker, one portal: the tests reset its backend in turn.
test.describe.configure({ mode: 'default' });

const JUAN = 101;
const PEDRO = 103;
const LIZA = 104;
/** Juan's health card application in the seeded scenarios. */
const JUAN_APP = 1001;

async function seeded(staff: StaffApi, userId: number): Promise<SeededUser> {
  const user = (await staff.users()).find((u) => Number(u.userId) === userId);
  if (!user) throw new Error(`GET /__staff/users lists no applicant ${userId}`);
  return user;
}

const bearer = (user: SeededUser) => ({ Authorization: `Bearer ${user.token}` });

/** The `{ code, message }` of an error answer. */
async function errorOf(response: APIResponse): Promise<{ status: number; message: unknown }> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  return { status: response.status(), message: body.message };
}

/** The stored form of one of the applicant's applications (GET /api/application?applicationId=). */
async function storedForm(
  request: APIRequestContext,
  user: SeededUser,
  applicationId: number,
): Promise<Record<string, unknown>> {
  const response = await request.get(`/api/application?applicationId=${applicationId}`, {
    headers: bearer(user),
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    data: { details: Array<{ formData: Record<string, unknown> }> };
  };
  const [app] = body.data.details;
  if (!app) throw new Error(`application ${applicationId} not listed for ${user.name ?? ''}`);
  return app.formData;
}

test.describe('item 6: limits on every input answer 400 with a clear message, never 500', () => {
  test('a 1 MB first name, a null payment item and numbers out of range are refused and not stored', async ({
    request,
    staff,
  }) => {
    await staff.reset('draft');
    const juan = await seeded(staff, JUAN);
    const before = await storedForm(request, juan, JUAN_APP);
    expect(typeof before.firstName).toBe('string');

    // 1 MB in a name field of Juan's own draft (before: stored, the data file grew by a megabyte a save).
    const longName = await request.put('/api/application', {
      headers: bearer(juan),
      data: { applicationId: JUAN_APP, formData: { firstName: 'x'.repeat(1024 * 1024) } },
    });
    expect(await errorOf(longName)).toEqual({
      status: 400,
      message: 'formData.firstName is too long: at most 200 characters are accepted.',
    });
    expect((await storedForm(request, juan, JUAN_APP)).firstName).toBe(before.firstName);

    // `null` where the recurring request lists its order-of-payment items (before: 500, a TypeError).
    const nullItem = await request.post('/api/payment-integration/payment/recurring', {
      headers: bearer(juan),
      data: { applicationId: JUAN_APP, detailRequestDtos: [null] },
    });
    expect(await errorOf(nullItem)).toEqual({
      status: 400,
      message: 'detailRequestDtos[0] must be an object, not null.',
    });

    // A staff clock pushed to 1e308 minutes (before: 200, and every later save answered 500).
    const clock = await request.post('/__staff/clock', { data: { advanceMinutes: 1e308 } });
    const refusedClock = await errorOf(clock);
    expect(refusedClock.status).toBe(400);
    expect(refusedClock.message).toMatch(/^advanceMinutes must be a number from -\d+ to \d+\.$/);
    // Juan's draft still saves (an unchanged form is no change).
    const save = await request.put('/api/application', {
      headers: bearer(juan),
      data: { applicationId: JUAN_APP, formData: {} },
    });
    expect(save.status()).toBe(200);

    // An employee count of 1e308 on Pedro's sanitary permit draft: the counts add up and half have a
    // health certificate, so only a range refuses it (before: stored with 200).
    await staff.reset('sp-with-employees');
    const pedro = await seeded(staff, PEDRO);
    const apps = await request.get('/__staff/applications');
    expect(apps.status()).toBe(200);
    const permit = ((await apps.json()) as { data: Array<Record<string, unknown>> }).data.find(
      (a) => Number(a.userId) === PEDRO && a.permitType === 'SP',
    );
    if (!permit) throw new Error("scenario sp-with-employees has no sanitary permit of Pedro's");
    const permitId = Number(permit.applicationId);
    const counts = await storedForm(request, pedro, permitId);
    const huge = await request.put('/api/application', {
      headers: bearer(pedro),
      data: {
        applicationId: permitId,
        formData: { employeeNum: 1e308, employeeNumWithHC: 1e308, employeeNumWithoutHC: 0 },
      },
    });
    expect(await errorOf(huge)).toEqual({
      status: 400,
      message: 'formData.employeeNum must be a number from 0 to 100000.',
    });
    const negative = await request.put('/api/application', {
      headers: bearer(pedro),
      data: {
        applicationId: permitId,
        formData: { employeeNum: -5, employeeNumWithHC: -5, employeeNumWithoutHC: 0 },
      },
    });
    expect(await errorOf(negative)).toEqual({
      status: 400,
      message: 'formData.employeeNum must be a number from 0 to 100000.',
    });
    expect((await storedForm(request, pedro, permitId)).employeeNum).toEqual(counts.employeeNum);
  });
});

/** `count` valid roster rows (intake §5 bulk CSV: names and city in letters, occupation alphanumeric). */
function roster(count: number, tag: string): string {
  const letters = (n: number) => {
    let word = '';
    let rest = n;
    do {
      word = String.fromCharCode(97 + (rest % 26)) + word;
      rest = Math.floor(rest / 26);
    } while (rest > 0);
    return word;
  };
  const lines = ['Email,First Name,Last Name,Date of Birth,Gender,Occupation,Nationality,City'];
  for (let i = 0; i < count; i += 1) {
    const name = letters(i);
    lines.push(
      `${tag}.${i}@example.com,Ana ${name},Cruz ${name},03/14/1991,${i % 2 ? 'Male' : 'Female'},Cook,Filipino,Quezon City`,
    );
  }
  return `${lines.join('\n')}\n`;
}

test.describe('item 8: the backend takes a large roster', () => {
  // What a user would see break: the roster refused or lost, or the portal not answering anyone else while
  // it is stored. How fast is the bench's line ("Mock backend, bulk roster of 10000 rows", budgets 10 s and
  // 1 s): a time bound here measured a 2-core machine running three browsers, and failed on it.
  test("a 10,000-row roster is stored whole while another applicant's requests keep answering", async ({
    request,
    baseURL,
    staff,
  }) => {
    await staff.reset('draft');
    const liza = await seeded(staff, LIZA);
    const juan = await seeded(staff, JUAN);
    const created = await request.post('/api/application/bulk', {
      headers: bearer(liza),
      data: {
        companyName: 'Big Kitchen',
        companyAddress: '1 Road, Quezon City',
        email: liza.email,
        firstName: 'Liza',
        lastName: 'Reyes',
      },
    });
    expect(created.status()).toBe(200);
    const bulkId = ((await created.json()) as { data: { bulkApplicationId: number | string } }).data
      .bulkApplicationId;

    const csv = roster(10_000, `roster${Date.now()}`);
    const started = Date.now();
    let uploading = true;
    const upload = request
      .post(`/api/application/bulk/applicants/upload?bulkApplicationId=${bulkId}`, {
        headers: bearer(liza),
        multipart: {
          file: { name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
        },
        // Before the fix the roster never finished: fail on the time, not on the suite's timeout.
        timeout: 20_000,
      })
      .finally(() => {
        uploading = false;
      });

    // Another applicant (Juan, his own application) asks again and again while the roster is stored, as a
    // second client of the portal. Before the fix the backend stopped answering: a request still unanswered
    // after 5 s counts as not answered.
    const others: string[] = [];
    while (uploading && others.length < 200) {
      const askedAt = Date.now();
      const status = await fetch(`${baseURL ?? ''}/api/application?applicationId=${JUAN_APP}`, {
        headers: bearer(juan),
        signal: AbortSignal.timeout(5_000),
      }).then(
        (response) => response.status,
        (error: unknown) => String(error),
      );
      others.push(`${askedAt - started}+${Date.now() - askedAt} ms: ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const response = await upload;
    const asked = `other requests (sent at + took): ${others.join(', ')}`;
    expect(response.status(), (await response.text()).slice(0, 300)).toBe(200);
    const body = (await response.json()) as { data: { duplicateApplication: unknown[] } };
    expect(body.data.duplicateApplication).toEqual([]);
    expect(others.length, asked).toBeGreaterThan(0);
    expect(
      others.filter((other) => !other.endsWith(': 200')),
      asked,
    ).toEqual([]);

    const list = await request.get(
      `/api/application/bulk/applicants?bulkApplicationId=${bulkId}&page=1&limit=1`,
      { headers: bearer(liza) },
    );
    expect(list.status()).toBe(200);
    expect(((await list.json()) as { data: { totalCount: number } }).data.totalCount).toBe(10_000);
  });
});

/** The IHC landing's history calls: Individual History and Bulk History, by the signed-in e-mail. */
const isHistoryCall = (url: URL) =>
  (url.pathname === '/api/application' || url.pathname === '/api/application/bulk') &&
  url.searchParams.has('email');

test.describe('item 9: failures read as failures', () => {
  test("a failed history load shows Try again, never 'No existing history'; the retry shows the real history", async ({
    page,
    staff,
  }) => {
    await staff.reset('draft');
    const juan = await seeded(staff, JUAN);
    await signIn(page, juan);

    const failed: string[] = [];
    const fail = async (route: Route) => {
      failed.push(new URL(route.request().url()).pathname);
      await route.fulfill({
        status: 500,
        json: { code: 500, message: 'Injected fault: internal server error.' },
      });
    };
    await page.route(isHistoryCall, fail);
    await page.goto('/qce/ihc/applications');

    const main = page.getByRole('main');
    const individual = main.getByRole('table', { name: 'Individual History' });
    const bulk = main.getByRole('table', { name: 'Bulk History' });
    const tryAgain = { name: 'Try again', exact: true };
    await expect(individual.getByRole('button', tryAgain)).toBeVisible();
    await expect(bulk.getByRole('button', tryAgain)).toBeVisible();
    expect(new Set(failed)).toEqual(new Set(['/api/application', '/api/application/bulk']));
    // A failure is not an empty history: neither table says so, nor lists a row.
    await expect(main.getByText('No existing history')).toHaveCount(0);
    await expect(
      individual.getByRole('button', { name: `Open application ${JUAN_APP}` }),
    ).toHaveCount(0);

    // The backend answers again: Try again reads Juan's application, and his (really) empty bulk history.
    await page.unroute(isHistoryCall, fail);
    await individual.getByRole('button', tryAgain).click();
    await expect(
      individual.getByRole('button', { name: `Open application ${JUAN_APP}` }),
    ).toBeVisible();
    await bulk.getByRole('button', tryAgain).click();
    await expect(bulk.getByText('No existing history')).toBeVisible();
    await expect(main.getByRole('button', tryAgain)).toHaveCount(0);
  });

  /** Juan failed the knowledge test 5 minutes ago (backend clock): 25 minutes left of the 30. */
  async function openFailedTest(page: Page, staff: StaffApi, deviceAheadMs: number) {
    await staff.reset('quiz-failed');
    const juan = await seeded(staff, JUAN);
    const clock = await page.request.get('/__staff/clock');
    expect(((await clock.json()) as { data: { offsetMinutes: number } }).data.offsetMinutes).toBe(
      0,
    );
    // The device's clock set hours off; it keeps running.
    await page.clock.install({ time: Date.now() + deviceAheadMs });
    await signIn(page, juan);
    const skew = (await page.evaluate(() => Date.now())) - Date.now();
    expect(Math.abs(skew - deviceAheadMs)).toBeLessThan(60_000);
    await page.goto('/qce/ihc/applications');
    await page
      .getByRole('main')
      .getByRole('button', { name: `Open application ${JUAN_APP}` })
      .click();
    await expect(page).not.toHaveURL(/\/applications$/);
    // The application is the track's current one: its seminar step.
    await page.goto('/qce/ihc/hiv-seminar');
  }

  /** The wait both pages show: the backend's remaining minutes (25, counting down), never 0 or hours. */
  const BACKEND_WAIT = /(2[0-5]):[0-5]\d\./;

  async function expectRetryRefused(page: Page) {
    const main = page.getByRole('main');
    // HIV seminar page: the test cannot be taken yet, with the backend's remaining time.
    await expect(
      main.getByRole('status').filter({ hasText: 'Sorry. try again after 30 mins.' }),
    ).toBeVisible();
    await expect(main.getByRole('timer')).toHaveText(
      new RegExp(`^You can take the test again in ${BACKEND_WAIT.source}$`),
    );
    await expect(
      main.getByRole('button', { name: 'Test your knowledge', exact: true }),
    ).toBeDisabled();
    // Knowledge test result page: the same wait, Retry refused.
    await page.goto('/qce/ihc/quiz-results/');
    await expect(main.getByRole('heading', { name: 'Sorry, try again' })).toBeVisible();
    await expect(main.getByRole('timer')).toHaveText(
      new RegExp(`^You can retry the test in ${BACKEND_WAIT.source}$`),
    );
    await expect(main.getByRole('button', { name: 'Retry the test', exact: true })).toBeDisabled();
  }

  // Issue 25 item 5: one test, a tab of its own for each device clock (a context's clock is installed once).
  test("the 30-minute retry follows the backend's clock on a device 3 hours ahead (not let in early) or behind (not locked out)", async ({
    page,
    browser,
    staff,
  }) => {
    await test.step('a device 3 hours ahead', async () => {
      await openFailedTest(page, staff, 3 * 3_600_000);
      await expectRetryRefused(page);
    });
    await test.step('a device 3 hours behind', async () => {
      const context = await browser.newContext();
      try {
        const behind = await context.newPage();
        await openFailedTest(behind, staff, -3 * 3_600_000);
        await expectRetryRefused(behind);
      } finally {
        await context.close();
      }
    });
  });
});
