/**
 * Issue 10 e2e: an owner arriving from the department's permit system fills the Required Details
 * (food industry, then sub-industry) and lands on the sanitary permit applications; an approved permit
 * whose details are incomplete shows the incomplete-permit message.
 * Own portal (support/own-portal.ts): resets its mock backend ('fresh', then 'sp-permit-incomplete').
 */
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { expect, test } from '../../support/own-portal';
import { signIn } from '../../support/sign-in';
import { seededUser, selectFirstOption, staffApplications } from '../ihc/helpers';
import {
  PEDRO,
  PERMIT_INCOMPLETE,
  expectSpLanding,
  handOffPath,
  handOverApplication,
  openSpApplication,
} from './helpers';

test.describe('sanitary permit', () => {
  test('an owner handed over from the permit system fills the Required Details, even on a tab another applicant used', async ({
    page,
    staff,
    request: api,
  }) => {
    test.setTimeout(120_000);
    await staff.reset('fresh');
    const users = await staff.users();
    const pedro = await seededUser(users, PEDRO);
    // Someone else used this tab first, on the health card track.
    await signIn(page, await seededUser(users, 101));
    await page.goto('/qce/ihc/applications');
    await expect(page.getByRole('region', { name: 'Applicant Details' })).toContainText('Juan');

    // An application handed over without industry and sub-industry.
    const appId = await handOverApplication(api, pedro, {
      establishmentName: 'Pedro Eatery',
      ownerName: 'Pedro Reyes',
      address: '1 Rizal Ave., Quezon City',
      mayorPermitNo: 'MP-2026-0001',
    });
    await page.goto(handOffPath(pedro, appId));
    await expect(page).toHaveURL(/\/qce\/populate-primary-details$/);
    const dialog = page.getByRole('dialog', { name: 'Required Details' });
    await expect(dialog).toBeVisible();
    const subIndustry = dialog.getByRole('combobox', { name: /Sub-Industry/i });
    await expect(subIndustry).toBeDisabled();
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await selectFirstOption(dialog.getByRole('combobox', { name: /^Industry/ }));
    await selectFirstOption(subIndustry);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expectSpLanding(page);
    // Pedro's details, none of the previous applicant's.
    const details = page.getByRole('region', { name: 'Applicant Details' });
    await expect(details).toContainText('Pedro');
    await expect(details).not.toContainText('Juan');
  });

  test('an approved permit with incomplete details shows the incomplete-permit message', async ({
    page,
    staff,
    request: api,
  }) => {
    await staff.reset('sp-permit-incomplete');
    const pedro = await seededUser(await staff.users(), PEDRO);
    const app = (await staffApplications(api)).find(
      (a) => a.userId === PEDRO && a.permitType === 'SP',
    );
    if (!app) throw new Error('sp-permit-incomplete has no sanitary permit for Pedro');
    await signIn(page, pedro);
    await page.goto('/qce/sp/applications');
    await openSpApplication(page, String(app.applicationId));
    await page.goto('/qce/sp/sanitary-permit');
    await expect(page.getByText(PERMIT_INCOMPLETE)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
