import { expect, test } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';

/**
 * STYLE 12: every track answers an address it does not have with a Not found page, never a blank one.
 * Issue 25 item 5: one test for the three addresses (each remote's own Not found route is jest's: mf-ihc,
 * mf-sp and mf-certificates src/app/not-found.test.tsx). `signIn`: the seeded applicant whose hand-off
 * starts the step; a session's product is the first track it opened (ADR 003), so the sanitary permit's
 * address gets a session of another applicant.
 */
const UNKNOWN_PAGES = [
  { path: '/qce/ihc/no-such-page', back: '/qce/ihc/applications', signIn: 0 },
  { path: '/qce/documents/1001/no-such-page', back: '/qce/applications' },
  { path: '/qce/sp/no-such-page', back: '/qce/sp/applications', signIn: 1 },
] as const;

test('unknown pages of a track say Page not found and lead back to the track', async ({
  page,
  staff,
}) => {
  const users = await staff.users();
  for (const unknown of UNKNOWN_PAGES) {
    const { path, back } = unknown;
    await test.step(`${path} leads back to ${back}`, async () => {
      if ('signIn' in unknown) {
        const user = users[unknown.signIn];
        if (!user) throw new Error(`no seeded applicant #${unknown.signIn}`);
        await signIn(page, user);
      }
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      const way = page.getByRole('link', { name: 'Back to applications' });
      await expect(way).toBeVisible();
      await expect(way).toHaveAttribute('href', back);
      await way.click();
      await expect(page).toHaveURL((url) => url.pathname === back);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    });
  }
});
