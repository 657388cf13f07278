import { expect, test } from '../../support/fixtures';
import { startIsolatedPortal, type IsolatedPortal } from '../../support/isolated-portal';
import { expectLandingCards } from '../../support/portal';
import { signIn, signInPath } from '../../support/sign-in';
import { staffApi } from '../../support/staff-api';

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

test.describe('access control', () => {
  test('no session on a track goes to access-denied', async ({ page }) => {
    await page.goto('/qce/ihc/applications');
    await expect(page).toHaveURL(/\/qce\/access-denied$/);
    await expect(page.getByRole('heading', { name: /access denied/i })).toBeVisible();
  });

  test('a token without a user id is not a session', async ({ page, applicant }) => {
    await page.goto('/qce/faq');
    await page.evaluate((token) => window.localStorage.setItem('token', token), applicant.token);
    await page.goto('/qce/sp/applications');
    await expect(page).toHaveURL(/\/qce\/access-denied$/);
  });

  test('no session on the landing hands off to the login page, which returns signed in', async ({
    page,
  }) => {
    await page.goto('/qce/applications');
    await expect(page).toHaveURL((url) => !url.pathname.startsWith('/qce/'));
    expect(new URL(page.url()).searchParams.get('returnTo')).toMatch(/\/qce\/applications$/);
  });

  test('a failing maintenance call means no maintenance', async ({ page, applicant }) => {
    await page.route('**/api/maintenance-service/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await signIn(page, applicant);
    await expectLandingCards(page);
  });
});

test.describe('maintenance (own portal process: the window is global state)', () => {
  let portal: IsolatedPortal;
  test.beforeAll(async () => {
    portal = await startIsolatedPortal();
  });
  test.afterAll(async () => {
    await portal?.stop();
  });

  test('an active window redirects to under-maintenance; outside the window the landing shows', async ({
    page,
    request,
  }) => {
    const staff = staffApi(request, portal.url);
    const [user] = await staff.users();
    if (!user) throw new Error('no seeded applicant');

    await staff.setMaintenance({ active: true, validFrom: hours(-1), validTo: hours(1) });
    await page.goto(`${portal.url}${signInPath(user)}`);
    await expect(page).toHaveURL(/\/qce\/under-maintenance$/);
    await expect(page.getByRole('main')).toContainText(/sorry|apolog/i);

    await staff.setMaintenance({ active: true, validFrom: hours(-3), validTo: hours(-2) });
    await page.goto(`${portal.url}${signInPath(user)}`);
    await expect(page).toHaveURL(/\/qce\/applications$/);
    await expectLandingCards(page);

    await staff.setMaintenance({ active: false, validFrom: hours(-1), validTo: hours(1) });
    await page.goto(`${portal.url}/qce/applications`);
    await expectLandingCards(page);
  });
});
