import { expectNoSeriousA11yViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { expectLandingCards, faqButton, LANDING_CARDS, landingCard } from '../../support/portal';
import { signInPath } from '../../support/sign-in';

/**
 * The landing and the FAQ from the composed production build, one signed-in tab walked through each
 * check in turn (issue 25 item 5: one test instead of five that each signed in first).
 */
test('landing and FAQ: the hand-off, the four cards, the FAQ and back, the redirects, deep links', async ({
  page,
  request,
  applicant,
}) => {
  await test.step('sign-in hand-off stores the session and clears the address bar', async () => {
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

  await test.step('landing shows the four cards with an e-services title', async () => {
    await expectLandingCards(page);
    await expect(page).toHaveTitle(/e-Services/i);
    for (const title of LANDING_CARDS) await expect(landingCard(page, title)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('FAQ opens from the floating button and Go Back returns', async () => {
    await faqButton(page).click();
    await expect(page).toHaveURL(/\/qce\/faq$/);
    await expect(page.getByRole('main')).toContainText('2-3 days');
    await page
      .getByRole('button', { name: 'Go Back' })
      .or(page.getByRole('link', { name: 'Go Back' }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/qce\/applications$/);
    await expectLandingCards(page);
  });

  await test.step('/ and /qce redirect to the landing', async () => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/qce\/applications$/);
    await page.goto('/qce');
    await expect(page).toHaveURL(/\/qce\/applications$/);
  });

  await test.step('deep links load the shell (SPA fallback) and a missing asset is a 404', async () => {
    const faq = await request.get('/qce/faq');
    expect(faq.status()).toBe(200);
    expect(faq.headers()['cache-control']).toBe('no-cache');
    expect(await faq.text()).toMatch(/<div id="?root"?[ >]/);
    expect((await request.get('/qce/no-such-file.js')).status()).toBe(404);
    await page.goto('/qce/faq');
    await expect(page.getByRole('main')).toContainText('2-3 days');
  });
});
