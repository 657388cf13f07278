import { expectNoSeriousA11yViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { expectLandingCards, faqButton, LANDING_CARDS, landingCard } from '../../support/portal';
import { signIn, signInPath } from '../../support/sign-in';

test.describe('landing and FAQ from the composed production build', () => {
  test('/ and /qce redirect to the landing', async ({ page, applicant }) => {
    await signIn(page, applicant);
    await page.goto('/');
    await expect(page).toHaveURL(/\/qce\/applications$/);
    await page.goto('/qce');
    await expect(page).toHaveURL(/\/qce\/applications$/);
  });

  test('sign-in hand-off stores the session and clears the address bar', async ({
    page,
    applicant,
  }) => {
    await page.goto(signInPath(applicant));
    await expect(page).toHaveURL(
      (url) => url.pathname === '/qce/applications' && url.search === '',
    );
    const stored = await page.evaluate(() => ({
      token: window.localStorage.getItem('token'),
      userId: window.sessionStorage.getItem('userID'),
    }));
    expect(stored).toEqual({ token: applicant.token, userId: String(applicant.userId) });
  });

  test('landing shows the four cards with an e-services title', async ({ page, applicant }) => {
    await signIn(page, applicant);
    await expectLandingCards(page);
    await expect(page).toHaveTitle(/e-Services/i);
    for (const title of LANDING_CARDS) await expect(landingCard(page, title)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('FAQ opens from the floating button on every page and Go Back returns', async ({
    page,
    applicant,
  }) => {
    await signIn(page, applicant);
    await faqButton(page).click();
    await expect(page).toHaveURL(/\/qce\/faq$/);
    await expect(page.getByRole('main')).toContainText('2-3 days');
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('button', { name: 'Go Back' })
      .or(page.getByRole('link', { name: 'Go Back' }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/qce\/applications$/);
    await expectLandingCards(page);
  });

  test('deep links load the shell (SPA fallback) and a missing asset is a 404', async ({
    page,
    request,
    applicant,
  }) => {
    await signIn(page, applicant);
    const faq = await request.get('/qce/faq');
    expect(faq.status()).toBe(200);
    expect(faq.headers()['cache-control']).toBe('no-cache');
    expect(await faq.text()).toMatch(/<div id="?root"?[ >]/);
    expect((await request.get('/qce/no-such-file.js')).status()).toBe(404);
    await page.goto('/qce/faq');
    await expect(page.getByRole('main')).toContainText('2-3 days');
  });
});
