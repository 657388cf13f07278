/**
 * Liza's (104) histories on the IHC landing, one test, the backend reset to each scenario in turn on
 * the worker's own portal (support/own-portal.ts), then back to the default:
 * - issue 9: opening a rejected (`bulk-rejected`) or a cancelled (`bulk-discarded`) bulk application from
 *   Bulk History shows its message instead of the application (intake §4, §8);
 * - issue 24 (`bulk-part`, her bulk 501 submitted): her Individual History lists none of her bulk's
 *   applicants (the bulk-part applicant's side is bulk-part.spec.ts).
 * Issue 25 item 5, the browser's accessibility part of the track landing (a page with its history tables)
 * and of the history notices (one dialog family): axe with colour contrast on the landing, and on the
 * notice with the page behind inert and the focus back on the row's button (support/axe.ts); every
 * landing and notice of the track is a jest row (mf-ihc/src/features/a11y.test.tsx, which replaced the e2e
 * gate's IHC landing row).
 */
import type { BrowserContext } from '@playwright/test';
import { expectAccessibleDialog, expectNoSeriousA11yViolations } from '../../support/axe';
import { expect, test } from '../../support/own-portal';
import { signIn } from '../../support/sign-in';

const LIZA = 104;
const BULK = 501;

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

test("a representative's histories: a rejected or a cancelled bulk shows its message, her Individual History none of her bulk's applicants", async ({
  page,
  browser,
  staff,
}) => {
  test.setTimeout(90_000);
  const liza = (await staff.users()).find((u) => Number(u.userId) === LIZA);
  if (!liza) throw new Error(`no seeded applicant ${LIZA}`);
  /**
   * The IHC landing on the backend reset to `scenario`, signed in. Each scenario gets a tab of its own: a tab
   * shows its last answers at once on its next load and reads them again behind them (issue 22), so a row
   * clicked at once would still be the previous scenario's.
   */
  const contexts: BrowserContext[] = [];
  const landing = async (scenario: string) => {
    await staff.reset(scenario);
    let tab = page;
    if (page.url() !== 'about:blank') {
      const context = await browser.newContext();
      contexts.push(context);
      tab = await context.newPage();
    }
    await signIn(tab, liza);
    await tab.goto('/qce/ihc/applications');
    return tab;
  };

  for (const [index, { scenario, title, messages }] of cases.entries()) {
    await test.step(`opening a ${scenario} application from Bulk History shows its message`, async () => {
      const tab = await landing(scenario);
      const open = tab
        .getByRole('region', { name: 'Bulk History' })
        .getByRole('button', { name: /^Open application \d+$/ });
      await expect(open).toHaveCount(1);
      await expect(tab.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      if (index === 0) await expectNoSeriousA11yViolations(tab);
      await open.click();

      const dialog = tab.getByRole('dialog', { name: title });
      for (const message of messages) await expect(dialog).toContainText(message);
      await expect(tab).toHaveURL(/\/qce\/ihc\/applications$/);
      if (index === 0) {
        await expectAccessibleDialog(tab, { name: title, opener: open });
      } else {
        // The footer's Close (the header's × is also named Close).
        await dialog.getByRole('button', { name: 'Close' }).last().click();
        await expect(dialog).toBeHidden();
      }
    });
  }

  await test.step("her Individual History lists none of her bulk's applicants", async () => {
    const tab = await landing('bulk-part');
    await expect(
      tab.getByRole('region', { name: 'Individual History' }).getByText('No existing history'),
    ).toBeVisible();
    await expect(
      tab
        .getByRole('region', { name: 'Bulk History' })
        .getByRole('button', { name: `Open application ${BULK}` }),
    ).toBeVisible();
  });
  await Promise.all(contexts.map((context) => context.close()));
});
