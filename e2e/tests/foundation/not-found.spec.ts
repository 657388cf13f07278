import { expect, test } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';

/** STYLE 12: every track answers an address it does not have with a Not found page, never a blank one. */
const UNKNOWN_PAGES = [
  { path: '/qce/ihc/no-such-page', back: '/qce/ihc/applications' },
  { path: '/qce/sp/no-such-page', back: '/qce/sp/applications' },
  { path: '/qce/documents/1001/no-such-page', back: '/qce/applications' },
] as const;

test.describe('unknown pages of a track', () => {
  for (const { path, back } of UNKNOWN_PAGES) {
    test(`${path} says Page not found and leads back to ${back}`, async ({ page, applicant }) => {
      await signIn(page, applicant);
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
