/**
 * Issue 8 e2e: after payment validation the applicant opens the HIV seminar, fails the knowledge test,
 * is blocked with the 30-minute message, passes once 31 minutes have passed (the staff API's clock and
 * the browser's clock both move on) and goes on to Head Approval. What follows (the laboratory's result,
 * the head's approval, certificate issuing, the digital health certificate and its two QR codes) is the
 * end of the individual journey, keyboard-individual-journey.spec.ts (issue 25 item 5: this spec walked
 * it a second time; the pages' axe rows are jest's, mf-ihc/src/features/a11y.test.tsx head approval,
 * certificate issuing, digital health certificate; hiv-seminar-page, knowledge-test-page and
 * quiz-results-page tests for the seminar, the test and the failed result).
 * Own portal (support/own-portal.ts): resets its mock backend to 'seminar-pending' (Juan, payment validated) and moves its clock.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/own-portal';
import { signIn } from '../../support/sign-in';
import { HIV_EXAM_ANSWERS, seededUser, staffApplications, staffPost } from './helpers';

const JUAN = 101;

/** Answers the ten questions, right or wrong, and submits. */
async function takeTest(page: Page, right: boolean): Promise<void> {
  await expect(page).toHaveURL(/\/qce\/ihc\/hiv-seminar-quiz\//);
  for (let n = 1; n <= 10; n += 1) {
    await expect(page.getByText(new RegExp(`Question ${n} of \\d+`))).toBeVisible();
    const group = page
      .getByRole('group')
      .filter({ has: page.getByRole('radio') })
      .first();
    const question = ((await group.locator('legend').textContent()) ?? '').trim();
    const key = HIV_EXAM_ANSWERS[question];
    if (!key) throw new Error(`no answer key for "${question}"`);
    const options = group.getByRole('radio');
    const labels = await options.evaluateAll((nodes) =>
      nodes.map((n) => (n as HTMLInputElement).closest('label')?.textContent?.trim() ?? ''),
    );
    const pick = right ? labels.find((l) => l === key) : labels.find((l) => l !== key);
    if (!pick) throw new Error(`no option to pick for "${question}"`);
    await group.getByRole('radio', { name: pick, exact: true }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  const confirm = page
    .getByRole('alertdialog', { name: 'Submit answers?' })
    .or(page.getByRole('dialog', { name: 'Submit answers?' }));
  await expect(confirm).toContainText('Once submitted, your answers are final.');
  await confirm.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page).toHaveURL(/\/qce\/ihc\/quiz-results\//);
}

test('HIV seminar: a failed test blocks for 30 minutes, a pass leads on to Head Approval', async ({
  page,
  staff,
  request: api,
}) => {
  test.setTimeout(150_000);
  await staff.reset('seminar-pending');
  const juan = await seededUser(await staff.users(), JUAN);
  const app = (await staffApplications(api)).find((a) => a.userId === JUAN);
  if (!app) throw new Error('seminar-pending has no application for Juan');
  const appId = String(app.applicationId);
  await page.clock.install();

  await signIn(page, juan);
  await page.goto('/qce/ihc/applications');
  await page.getByRole('button', { name: `Open application ${appId}` }).click();
  await expect(page).toHaveURL(/\/qce\/ihc\/application-form$/);
  await page.goto('/qce/ihc/hiv-seminar');
  await expect(page.getByRole('heading', { name: 'HIV Video Seminar', level: 1 })).toBeVisible();
  await page.getByLabel('Exam language').selectOption({ label: 'English' });
  await page.getByRole('button', { name: 'Test your knowledge' }).click();

  // A failed test.
  await takeTest(page, false);
  await expect(page.getByRole('heading', { name: 'Sorry, try again' })).toBeVisible();
  await expect(page.getByText(/\d+ out of 10/)).toBeVisible();
  await expect(page.getByText('Sorry. try again after 30 mins.')).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();

  // Blocked on the seminar page too.
  await page.goto('/qce/ihc/hiv-seminar');
  await expect(
    page.getByRole('status').filter({ hasText: 'Sorry. try again after 30 mins.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Test your knowledge' })).toBeDisabled();

  // 31 minutes later (the backend's clock and the browser's).
  await staffPost(api, '/clock', { advanceMinutes: 31 });
  await page.clock.fastForward('31:00');
  await page.reload();
  await page.getByLabel('Exam language').selectOption({ label: 'English' });
  const start = page.getByRole('button', { name: 'Test your knowledge' });
  await expect(start).toBeEnabled();
  await start.click();
  await takeTest(page, true);
  await expect(page.getByRole('heading', { name: 'Congratulations' })).toBeVisible();
  await expect(page.getByText('10 out of 10')).toBeVisible();
  await page.getByRole('button', { name: 'Go to Head Approval' }).click();
  await expect(page).toHaveURL(/\/qce\/ihc\/head-approval$/);
});
