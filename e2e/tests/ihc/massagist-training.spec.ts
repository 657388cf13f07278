/**
 * Issue 8 e2e: a masseur who passed the knowledge test reaches Massagist Training, registers for an
 * open session (Training In Progress) and completes once the staff API records attendance.
 * Own portal (support/own-portal.ts): resets its mock backend to 'massagist-training' (Maria).
 */
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { expect, test } from '../../support/own-portal';
import { signIn } from '../../support/sign-in';
import { seededUser, staffApplications, staffPost } from './helpers';

const MARIA = 102;

test('a masseur registers for a training session and completes it after attendance is recorded', async ({
  page,
  staff,
  request: api,
}) => {
  await staff.reset('massagist-training');
  const maria = await seededUser(await staff.users(), MARIA);
  const app = (await staffApplications(api)).find((a) => a.userId === MARIA);
  if (!app) throw new Error('massagist-training has no application for Maria');
  const appId = String(app.applicationId);

  await signIn(page, maria);
  await page.goto('/qce/ihc/applications');
  await page.getByRole('button', { name: `Open application ${appId}` }).click();
  await expect(page).toHaveURL(/\/qce\/ihc\/application-form$/);
  await page.goto('/qce/ihc/massagist-training/');
  await expect(page.getByRole('heading', { name: 'Massagist Training', level: 1 })).toBeVisible();
  const sessions = page.getByRole('region', { name: 'Upcoming Training Sessions' });
  // Only upcoming sessions below capacity are offered (Batch 1 is past, Batch 2 is full).
  await expect(sessions.getByRole('button', { name: /^Register for / })).toHaveText([
    /Register/,
    /Register/,
  ]);
  await expect(
    sessions.getByRole('button', { name: 'Register for Massagist Training Batch 1' }),
  ).toHaveCount(0);
  await expect(
    sessions.getByRole('button', { name: 'Register for Massagist Training Batch 2' }),
  ).toHaveCount(0);
  await sessions.getByRole('button', { name: 'Register for Massagist Training Batch 3' }).click();

  const inProgress = page.getByRole('status', { name: 'Training In Progress' });
  await expect(inProgress).toBeVisible();
  await expect(inProgress).toContainText(
    'You are registered for the training session below. Please attend it.',
  );
  await expectNoSeriousA11yViolations(page);

  const participants = await api.get(`/api/training/participant?applicationId=${appId}`, {
    headers: { Authorization: `Bearer ${maria.token}` },
  });
  expect(participants.ok()).toBe(true);
  const [registration] = (
    (await participants.json()) as { data: { details: Array<{ trainingSessionId: number }> } }
  ).data.details;
  if (!registration) throw new Error('the registration was not recorded');
  await staffPost(api, `/training/${registration.trainingSessionId}/attendance`, {
    applicationId: Number(appId),
    completed: true,
  });

  await page.reload();
  const completed = page.getByRole('status', { name: 'Completed' });
  await expect(completed).toContainText(/Training completed on /);
  await completed.getByRole('button', { name: 'Go to Head Approval' }).click();
  await expect(page).toHaveURL(/\/qce\/ihc\/head-approval$/);
});
