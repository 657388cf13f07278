/**
 * Issue 9 e2e: opening a rejected or a cancelled (discarded) bulk application from Bulk History shows
 * its message instead of the application (intake §4, §8). Own portal (support/own-portal.ts): resets its mock backend to the
 * `bulk-rejected` and `bulk-discarded` scenarios (Liza, 104, bulk 501), then back to the default.
 */
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { expect, test } from '../../support/own-portal';
import { signIn } from '../../support/sign-in';

const LIZA = 104;

const cases = [
  {
    scenario: 'bulk-rejected',
    title: 'Application already rejected',
    messages: [
      'All applications under this bulk has been rejected.',
      'Reason for rejection is available on individual accounts.',
    ],
  },
  {
    scenario: 'bulk-discarded',
    title: 'already rejected/cancelled',
    messages: [
      'The bulk application you are trying to access has been cancelled manually.',
      'Please create a new bulk application instead.',
    ],
  },
] as const;

test.afterAll(async ({ staff }) => {
  await staff.reset();
});

for (const { scenario, title, messages } of cases) {
  test(`opening a ${scenario} application from Bulk History shows its message`, async ({
    page,
    staff,
  }) => {
    await staff.reset(scenario);
    const liza = (await staff.users()).find((u) => Number(u.userId) === LIZA);
    if (!liza) throw new Error(`no seeded applicant ${LIZA}`);
    await signIn(page, liza);
    await page.goto('/qce/ihc/applications');

    const history = page.getByRole('region', { name: 'Bulk History' });
    const open = history.getByRole('button', { name: /^Open application \d+$/ });
    await expect(open).toHaveCount(1);
    await open.click();

    const dialog = page.getByRole('dialog', { name: title });
    for (const message of messages) await expect(dialog).toContainText(message);
    await expect(page).toHaveURL(/\/qce\/ihc\/applications$/);
    await expectNoSeriousA11yViolations(page);
    // The footer's Close (the header's × is also named Close).
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  });
}
