import { expect, test } from '../../support/fixtures';
import {
  expectTrackRendered,
  landingCard,
  remoteUnavailablePanel,
  tryAgainButton,
} from '../../support/portal';
import { signIn } from '../../support/sign-in';

/**
 * Issue 12 / ADR 007: a track's pages are separate chunks loaded when their route opens. A page chunk
 * that cannot be downloaded shows the kit's error panel with Try again (never a blank page), and
 * Try again loads it once the network is back, without reloading the portal.
 */
test('a page chunk that fails to download shows Try again and then loads', async ({
  context,
  page,
  applicant,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, applicant);
  await landingCard(page, 'Health Certificate').click();
  await expect(page).toHaveURL(/\/qce\/ihc\/applications$/);
  await expectTrackRendered(page);

  // From now on every file of the health card remote fails: the application form's chunk cannot load.
  await context.route('**/remotes/ihc/**', (route) => route.abort('connectionrefused'));
  await page.evaluate(() => {
    document.documentElement.dataset.e2eProbe = 'kept';
    window.history.pushState({}, '', '/qce/ihc/application-form');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(remoteUnavailablePanel(page)).toBeVisible({ timeout: 15_000 });
  await expect(tryAgainButton(page)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await context.unroute('**/remotes/ihc/**');
  await tryAgainButton(page).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(remoteUnavailablePanel(page)).toHaveCount(0);
  // (The form page, opened without the landing's initial details, sends the applicant back to the landing.)
  await expect(page).toHaveURL(/\/qce\/ihc\/(application-form|applications)$/);
  expect(await page.evaluate(() => document.documentElement.dataset.e2eProbe)).toBe('kept');
  expect(pageErrors).toEqual([]);
});
