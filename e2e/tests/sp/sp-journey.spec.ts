/**
 * Issue 10 e2e, the whole sanitary permit journey as the owner sees it: handed over by the department's
 * permit system on a tab another applicant used first, the owner fills the Required Details (and sees
 * only his own details), creates an SP application, is stopped by the ongoing check (the same
 * establishment as the handed-over application) and by each employee count error, adds employees by
 * hand and by CSV, uploads their health certificates, submits, pays through the shared payment flow,
 * follows the water analysis, is approved by the department head and opens the digital sanitary permit.
 * The application handed over first is approved without an OR number on a non-zero order: its permit
 * shows the incomplete message.
 * On the way, the browser's accessibility part of two dialog families (support/axe.ts
 * expectAccessibleDialog: axe with contrast on the dialog, the page behind inert, the focus back):
 * Required Details (the page that is a dialog) and Ongoing Application Detected. (Handle Health
 * Certificates: health-certificates-validated.spec.ts. The pages' axe runs are jest's: mf-sp a11y.test.tsx,
 * the incomplete permit among them, and water-analysis-page.test.tsx.)
 * Issue 25 item 5: this journey took in the specs that walked its first steps again (sanitary-permit.spec.ts:
 * the hand-over on a used tab, the incomplete permit; employee-counts.spec.ts: the count errors) and the
 * e2e accessibility gate's SP rows (tests/a11y/sp-dialogs.spec.ts); each dialog stays a jest test
 * (mf-sp primary-details-page.test.tsx, application-form-page.test.tsx, a11y.test.tsx).
 * Back-office steps go through the staff API. Own portal (support/own-portal.ts): resets its mock backend to 'fresh'.
 */
import type { Page } from '@playwright/test';
import { dialogNamed, expectAccessibleDialog } from '../../support/axe';
import { signIn } from '../../support/sign-in';
import { expect, test } from '../../support/own-portal';
import {
  pdfFile,
  pngFile,
  requiredRequirementRows,
  seededUser,
  selectFirstOption,
  staffApplications,
  staffPost,
  yesterdayInput,
} from '../ihc/helpers';
import {
  NOT_ENOUGH,
  PEDRO,
  PERMIT_INCOMPLETE,
  TOTAL_MISMATCH,
  checkAgainUntil,
  employeesCsv,
  expectSpLanding,
  fillEstablishment,
  handOffPath,
  handOverApplication,
  labMoves,
  openSpApplication,
  startSpApplication,
  submitCounts,
} from './helpers';

const HANDED_OVER = {
  establishmentName: 'Pedro Eatery',
  ownerName: 'Pedro Reyes',
  mayorPermitNo: 'MP-2026-0101',
  address: '1 Rizal Ave., Quezon City',
};
const BAKERY = {
  establishmentName: 'Pedro Bakery',
  ownerName: 'Pedro Reyes',
  mayorPermitNo: 'MP-2026-0102',
  address: '2 Rizal Ave., Quezon City',
};
const OR_NUMBER = 'OR-SP-E2E-2001';
/** The applicant who used the tab before the owner was handed over. */
const JUAN = 101;

const submitApplication = (page: Page) =>
  page.getByRole('button', { name: 'Submit Application', exact: true });

test('an owner goes from the Required Details to the digital sanitary permit', async ({
  page,
  staff,
  request: api,
}) => {
  test.setTimeout(360_000);
  await staff.reset('fresh');
  const users = await staff.users();
  const pedro = await seededUser(users, PEDRO);
  const handedOverId = await handOverApplication(api, pedro, HANDED_OVER);
  let appId = '';

  await test.step('Required Details: food industry, then sub-industry, then Submit', async () => {
    // Someone else used this tab first, on the health card track.
    await signIn(page, await seededUser(users, JUAN));
    await page.goto('/qce/ihc/applications');
    await expect(page.getByRole('region', { name: 'Applicant Details' })).toContainText('Juan');

    await page.goto(handOffPath(pedro, handedOverId));
    await expect(page).toHaveURL(/\/qce\/populate-primary-details$/);
    const dialog = page.getByRole('dialog', { name: 'Required Details' });
    await expect(dialog).toBeVisible();
    const industry = dialog.getByRole('combobox', { name: /^Industry/ });
    const subIndustry = dialog.getByRole('combobox', { name: /Sub-Industry/i });
    // Required labels carry an asterisk; only food industries are offered.
    await expect(dialog.getByText(/^Industry\s*\*$/)).toBeVisible();
    await expect(dialog.getByText(/^Sub-Industry\s*\*$/i)).toBeVisible();
    await expect(subIndustry).toBeDisabled();
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    const offered = await industry.locator('option:not([value=""])').allTextContents();
    expect(offered.length).toBeGreaterThan(0);
    for (const name of offered) expect(name).toMatch(/food/i);
    // The page is the dialog (not dismissible): closed by its Submit, which goes to the landing.
    await expectAccessibleDialog(page, {
      name: 'Required Details',
      close: async () => {
        await selectFirstOption(industry);
        await expect(submit).toBeDisabled();
        await selectFirstOption(subIndustry);
        await submit.click();
      },
    });
    await expectSpLanding(page);
    // Pedro's details, none of the previous applicant's.
    const details = page.getByRole('region', { name: 'Applicant Details' });
    await expect(details).toContainText('Pedro');
    await expect(details).not.toContainText('Juan');
    // Its industry and sub-industry now exist: the dialog sends the owner straight on.
    await page.goto('/qce/populate-primary-details');
    await expectSpLanding(page);
    await expect(
      page.getByRole('button', { name: `Open application ${handedOverId}` }),
    ).toBeVisible();
  });

  await test.step('a new application is blocked by the ongoing check and by each employee count error', async () => {
    await startSpApplication(page, /amendment|retirement/i);
    // The handed-over establishment again (same type, New): Next finds the ongoing application.
    await fillEstablishment(page, HANDED_OVER);
    await page
      .getByRole('checkbox', { name: /I have read and agree to the Data Privacy Policy/ })
      .check();
    await submitCounts(page, '4', '3', '1');
    await expect(
      dialogNamed(page, 'Ongoing Application Detected').getByRole('listitem'),
    ).toHaveText([handedOverId]);
    await expectAccessibleDialog(page, {
      name: 'Ongoing Application Detected',
      opener: page.getByRole('button', { name: 'Next', exact: true }),
    });
    await expect(page).toHaveURL(/\/qce\/sp\/application-form$/);

    await fillEstablishment(page, BAKERY);
    await submitCounts(page, '5', '3', '1');
    await expect(page.getByText(TOTAL_MISMATCH)).toBeVisible();
    await expect(page.getByText(NOT_ENOUGH)).toHaveCount(0);
    await submitCounts(page, '4', '1', '3');
    await expect(page.getByText(NOT_ENOUGH)).toBeVisible();
    await expect(page.getByText(TOTAL_MISMATCH)).toHaveCount(0);
    await expect(page).toHaveURL(/\/qce\/sp\/application-form$/);
    // Negative counts become 0.
    const without = page.getByLabel(/^Employees without Health Certificate/);
    await without.fill('-2');
    await page.getByLabel(/^Total Number of Employees/).click();
    await expect(without).toHaveValue('0');
    // Three employees of four hold a health certificate.
    await submitCounts(page, '4', '3', '1');
    const modal = page.getByRole('dialog', { name: 'Requirements List' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/qce\/sp\/requirements-upload$/);
    const mine = (await staffApplications(api)).filter(
      (a) => a.userId === PEDRO && String(a.applicationId) !== handedOverId,
    );
    expect(mine).toHaveLength(1);
    appId = String(mine[0]?.applicationId);
  });

  await test.step('requirements: upload source and every required file', async () => {
    const sourcePanel = page.getByRole('region', { name: 'Upload source' });
    await sourcePanel.getByRole('radio', { name: 'External Laboratory' }).check();
    await page
      .getByRole('alertdialog', { name: 'Upload source' })
      .getByRole('button', { name: /confirm|yes|continue/i })
      .click();
    await expect(sourcePanel.getByRole('radio', { name: 'In-House Laboratory' })).toBeDisabled();

    const { rows, required } = await requiredRequirementRows(page);
    for (const { index, name } of required) {
      // The employees' health certificates go through the Handle Health Certificates dialog (one file
      // on this row would stand for all of them and skip the employee checks).
      if (/health certificate/i.test(name)) continue;
      const row = rows.nth(index);
      const file = row.getByLabel(`File for ${name}`, { exact: true });
      const date = row.getByLabel(`Test Completed Date for ${name}`, { exact: true });
      if ((await date.count()) > 0) await date.fill(yesterdayInput());
      await file.setInputFiles(pdfFile('requirement.pdf'));
      await expect(row.getByRole('button', { name: `Review ${name}`, exact: true })).toBeEnabled();
    }
    await page
      .getByRole('checkbox', {
        name: 'I certify that the documents I uploaded are true and correct.',
      })
      .check();
    await submitApplication(page).click();
    await expect(page.getByText('No employees were uploaded yet.')).toBeVisible();
  });

  await test.step('employees by hand and by CSV, each with a health certificate', async () => {
    const dialog = page.getByRole('dialog', { name: 'Handle Health Certificates' });
    const employees = dialog.getByRole('table', { name: 'Employees' });
    const openDialog = async () => {
      await page.getByRole('button', { name: 'Handle Health Certificates' }).click();
      await expect(dialog).toBeVisible();
    };
    /** Closes the dialog, presses Submit Application and expects one of the SP submit checks. */
    const submitStoppedBy = async (issue: string) => {
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await expect(dialog).toBeHidden();
      await submitApplication(page).click();
      await expect(page.getByRole('alert').filter({ hasText: issue })).toBeVisible();
      await expect(page.getByRole('alertdialog', { name: 'Submit Application' })).toHaveCount(0);
    };

    // By hand: required fields are named with the spec's message.
    await openDialog();
    const add = dialog.getByRole('form', { name: 'Add Applicant' });
    await add.getByRole('button', { name: 'Add Applicant' }).click();
    await expect(add.getByText('First Name is required. Value should not be empty.')).toBeVisible();
    await add.getByLabel(/^First Name/).fill('Jose');
    await add.getByLabel(/^Last Name/).fill('Rizal');
    await add.getByLabel(/^Employee Email/).fill('jose.rizal@example.com');
    await add.getByLabel(/^Date of Birth/).fill('1990-06-19');
    await add.getByRole('button', { name: 'Add Applicant' }).click();
    await expect(employees.getByRole('rowheader', { name: 'Jose Rizal' })).toBeVisible();
    await submitStoppedBy(
      "Uploaded employees doesn't match against employees with health certificates submitted.",
    );

    // By CSV: the other two.
    await openDialog();
    await dialog.getByLabel('Employees CSV file').setInputFiles(
      employeesCsv([
        ['andres.b@example.com', 'Andres', 'Bonifacio', '11/30/1988'],
        ['gabriela.s@example.com', 'Gabriela', 'Silang', '03/19/1991'],
      ]),
    );
    await expect(dialog.getByText('2 employee(s) uploaded.')).toBeVisible();
    const names = ['Jose Rizal', 'Andres Bonifacio', 'Gabriela Silang'];
    for (const name of names) {
      await expect(employees.getByRole('row', { name: new RegExp(name) })).toContainText(
        'In Progress',
      );
    }
    await submitStoppedBy(
      'All health certificates are not uploaded yet. Please revisit the uploads',
    );

    // Each employee's health certificate.
    await openDialog();
    for (const name of names) {
      await employees.getByLabel(`Health certificate for ${name}`).setInputFiles(pngFile('hc.png'));
      await expect(dialog.getByText(`Health certificate of ${name} uploaded.`)).toBeVisible();
      await expect(
        employees.getByRole('button', { name: `Remove health certificate of ${name}` }),
      ).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('Employees uploaded: 3 of 3 with a health certificate.'),
    ).toBeVisible();
  });

  await test.step('submit the requirements', async () => {
    await submitApplication(page).click();
    const confirm = page.getByRole('alertdialog', { name: 'Submit Application' });
    await expect(confirm).toContainText(
      "After submission, you won't be able to further update the details you provided.",
    );
    await confirm.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL(/\/qce\/sp\/confirmation\/application-submitted$/);
    await expect(page.getByText('Requirements Submitted.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'View Order of Payment' })).toBeDisabled();
  });

  await test.step('pay through the shared flow; the staff API validates', async () => {
    await staffPost(api, `/applications/${appId}/requirements`, { action: 'complete' });
    await page.reload();
    const viewOrder = page.getByRole('button', { name: 'View Order of Payment' });
    await expect(viewOrder).toBeEnabled();
    await viewOrder.click();
    await expect(page).toHaveURL(/\/qce\/sp\/order-of-payment$/);
    const notice = page.getByRole('alertdialog', { name: 'Printing Notice' });
    await notice.getByRole('button', { name: 'I understand' }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByText('Unpaid').first()).toBeVisible();
    await page.getByRole('button', { name: 'Upload Proof of Payment' }).click();
    await page
      .getByRole('alertdialog', { name: 'Proceed?' })
      .getByRole('button', { name: 'Proceed' })
      .click();
    await expect(page).toHaveURL(/\/qce\/sp\/payment-validation$/);
    await page.getByLabel(/^Payment Date/).fill(yesterdayInput());
    await page.getByLabel(/^OR Number/).fill(OR_NUMBER);
    await page.getByLabel(/^Receipt/).setInputFiles(pngFile('receipt.png'));
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText('Validation of your payment is in progress.')).toBeVisible();

    await staffPost(api, `/applications/${appId}/payment`, { action: 'validate' });
    await checkAgainUntil(page, page.getByText('Payment validated.'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/qce\/sp\/water-analysis$/);
  });

  await test.step('water analysis: in progress until the laboratory completes it', async () => {
    const toHeadApproval = page.getByRole('button', { name: 'Continue to Head Approval' });
    await expect(
      page.getByText(
        'The laboratory has not received the water sample of your establishment yet.',
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    await expect(toHeadApproval).toBeDisabled();

    await labMoves(api, appId, 'Submitted');
    await checkAgainUntil(page, page.getByText('Microbiological Water Analysis (Submitted)'));
    await expect(
      page.getByText(/water analysis of your establishment is in progress/),
    ).toBeVisible();
    await expect(toHeadApproval).toBeDisabled();

    await labMoves(api, appId, 'Completed');
    await checkAgainUntil(
      page,
      page.getByText('The water analysis of your establishment is completed.'),
    );
    await expect(page.getByText('Total Coliform', { exact: true })).toBeVisible();
    const certificate = page.getByRole('link', { name: /View Water Analysis Certificate/ });
    const [tab] = await Promise.all([page.waitForEvent('popup'), certificate.click()]);
    await expect(tab).toHaveURL(/\/qce\/laboratory\/\d+\/REGULAR_LABORATORY\//);
    await expect(
      tab.getByRole('article', { name: 'Microbiological Water Analysis' }),
    ).toBeVisible();
    await tab.close();
    await expect(toHeadApproval).toBeEnabled();
    await toHeadApproval.click();
    await expect(page).toHaveURL(/\/qce\/sp\/head-approval$/);
  });

  await test.step('the department head approves; the digital sanitary permit shows', async () => {
    const toIssuing = page.getByRole('button', { name: 'Go to Permit Issuing' });
    await expect(toIssuing).toBeDisabled();
    await staffPost(api, `/applications/${appId}/head-approval`, { action: 'approve' });
    await page.reload();
    await expect(toIssuing).toBeEnabled();
    await toIssuing.click();
    await expect(page).toHaveURL(/\/qce\/sp\/permit-issuing$/);
    await expect(page.getByText(BAKERY.mayorPermitNo)).toBeVisible();
    await page.getByRole('button', { name: 'View Sanitary Permit' }).click();
    await expect(page).toHaveURL(/\/qce\/sp\/sanitary-permit$/);
    const permit = page.getByRole('article', { name: 'Digital Sanitary Permit' });
    await expect(permit).toBeVisible();
    await expect(permit).toContainText(BAKERY.establishmentName);
    await expect(permit).toContainText(OR_NUMBER);
    await expect(page.getByText(PERMIT_INCOMPLETE)).toHaveCount(0);
  });

  await test.step('approved without an OR number on a non-zero order: the permit is incomplete', async () => {
    // The handed-over application: validated (an order is issued, unpaid) and approved by the head.
    await staffPost(api, `/applications/${handedOverId}/requirements`, { action: 'complete' });
    await staffPost(api, `/applications/${handedOverId}/head-approval`, { action: 'approve' });
    await page.goto('/qce/sp/applications');
    await expectSpLanding(page);
    await openSpApplication(page, handedOverId);
    await page.goto('/qce/sp/permit-issuing');
    await expect(page.getByText(HANDED_OVER.mayorPermitNo)).toBeVisible();
    await page.getByRole('button', { name: 'View Sanitary Permit' }).click();
    await expect(page).toHaveURL(/\/qce\/sp\/sanitary-permit$/);
    await expect(page.getByText(PERMIT_INCOMPLETE)).toBeVisible();
    await expect(page.getByRole('article', { name: 'Digital Sanitary Permit' })).toHaveCount(0);
  });
});
