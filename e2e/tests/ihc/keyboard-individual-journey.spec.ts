/**
 * Issue 12 item 5: the individual health card journey completed with the keyboard only (Tab, Shift+Tab,
 * Enter, Space, arrow keys and typing; the file chooser is opened from the keyboard and answered with
 * setFiles): landing card, new application, the application form, the Requirements List, the upload source,
 * every required file, submit; the staff API validates the requirements; View Order of Payment (its printing
 * notice), Upload Proof of Payment, the payment validation form and its submit, the last step the applicant
 * takes before the staff validate the payment. At each key point the focused control is the expected one and its
 * focus is visible (a non-zero outline or a focus shadow). axe also runs on the two confirmations only this
 * journey opens (upload source, Submit Application).
 *
 * Own portal process (own data file): the new applicant's records never meet a parallel spec's.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { startIsolatedPortal, type IsolatedPortal } from '../../support/isolated-portal';
import { signInPath } from '../../support/sign-in';
import { staffApi } from '../../support/staff-api';
import {
  pngFile,
  requiredRequirementRows,
  seededUser,
  staffApplications,
  staffPost,
} from './helpers';

const ROSA = 106;
const MAX_TABS = 80;

let portal: IsolatedPortal;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  portal = await startIsolatedPortal();
  api = await playwright.request.newContext({ baseURL: portal.url });
});
test.afterAll(async () => {
  await api?.dispose();
  await portal?.stop();
});

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after MAX_TABS presses. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

/** The focus is on `target` and shows: an outline of some width, or a focus shadow. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const indicator = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(indicator.outline || indicator.shadow, `visible focus on ${target.toString()}`).toBe(true);
}

/** Tabs to a select and picks an option with the arrow keys (skipping a matching label). */
async function chooseWithArrows(page: Page, select: Locator, skip?: RegExp): Promise<void> {
  await expect
    .poll(() => select.locator('option:not([value=""])').count(), { message: 'options loaded' })
    .toBeGreaterThan(0);
  await tabTo(page, select);
  await expectVisibleFocus(select);
  const start = await select.inputValue();
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('ArrowDown');
    const value = await select.inputValue();
    const label = await select.locator('option:checked').textContent();
    if (value !== '' && value !== start && !(skip && skip.test(label ?? ''))) return;
  }
  throw new Error(`no option chosen in ${select.toString()}`);
}

const yesterday = () => new Date(Date.now() - 86_400_000);
/** What to type into a date input: the digits of each part in the locale's order (en-US: mm dd yyyy). */
const dateDigits = (d: Date) =>
  `${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}${d.getFullYear()}`;

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await expectVisibleFocus(field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a control and activates it with `key` (Enter for buttons and links, Space for boxes). */
async function activate(page: Page, control: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, control);
  await expectVisibleFocus(control);
  await page.keyboard.press(key);
}

test('a new applicant completes the individual health card journey with the keyboard only', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const rosa = await seededUser(await staffApi(api).users(), ROSA);
  const main = page.getByRole('main');

  // Landing: the Health Certificate card.
  await page.goto(`${portal.url}${signInPath(rosa)}`);
  await expect(page).toHaveURL((url) => !url.searchParams.has('token'));
  const card = main
    .getByRole('link', { name: /Health Certificate/ })
    .or(main.getByRole('button', { name: /Health Certificate/ }))
    .first();
  await activate(page, card);
  await expect(page).toHaveURL(/\/qce\/ihc\/applications$/);

  // New application: Individual is preselected; the four selects with the arrow keys, then Apply.
  const form = page.getByRole('form', { name: 'New Application' });
  await expect(form.getByRole('radio', { name: 'Individual' })).toBeChecked();
  for (const label of [/Application Type/, /^Industry/, /Sub-Industry/i, /Business Line/i]) {
    await chooseWithArrows(page, form.getByLabel(label));
  }
  await activate(page, form.getByRole('button', { name: 'Apply' }));
  await expect(page).toHaveURL(/\/qce\/ihc\/application-form$/);
  await expect(
    page.getByRole('heading', { name: 'Individual Application Form', level: 1 }),
  ).toBeVisible();

  // The application form.
  await chooseWithArrows(page, page.getByLabel(/^Civil Status/));
  await typeInto(page, page.getByLabel(/^Contact Number/), '09171234567');
  await chooseWithArrows(page, page.getByRole('combobox', { name: /^Occupation/ }), /masseur/i);
  await typeInto(page, page.getByLabel(/^Company Name/), 'Rosa Bakeshop');
  // Shift+Tab back up the form to the address.
  await tabTo(page, page.getByLabel(/^Company Address/), 'Shift+Tab');
  await page.keyboard.type('12 Mabini St., Quezon City');
  const consent = page.getByRole('checkbox', {
    name: /I have read and agree to the Data Privacy Policy/,
  });
  await activate(page, consent, 'Space');
  await expect(consent).toBeChecked();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await activate(page, next);

  // The Requirements List takes the focus; Confirm with the keyboard.
  const modal = page.getByRole('dialog', { name: 'Requirements List' });
  await expect(modal).toBeVisible();
  await expect.poll(() => isFocused(modal), { message: 'focus moved into the dialog' }).toBe(true);
  await activate(page, modal.getByRole('button', { name: 'Confirm' }));
  await expect(page).toHaveURL(/\/qce\/ihc\/requirements-upload$/);

  // Upload source: the radio with Space, then the confirmation.
  const sourcePanel = page.getByRole('region', { name: 'Upload source' });
  const external = sourcePanel.getByRole('radio', { name: 'External Laboratory' });
  await tabTo(page, sourcePanel.getByRole('radio').first());
  await expectVisibleFocus(sourcePanel.getByRole('radio').first());
  for (let i = 0; i < 4 && !(await isFocused(external)); i += 1)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  const sourceConfirm = page.getByRole('alertdialog', { name: 'Upload source' });
  await expect(sourceConfirm).toBeVisible();
  await expect.poll(() => isFocused(sourceConfirm)).toBe(true);
  // Dialogs only this journey reaches (the others: tests/a11y/routes-and-dialogs.spec.ts).
  await expectNoSeriousA11yViolations(page);
  await activate(page, sourceConfirm.getByRole('button', { name: /confirm|yes|continue/i }));
  await expect(
    sourcePanel.getByText('The upload source has been chosen and can no longer be changed.'),
  ).toBeVisible();

  // Every required file: the date typed, the file input opened with Enter, the chooser answered.
  const { rows, required } = await requiredRequirementRows(page);
  for (const { index, name } of required) {
    const row = rows.nth(index);
    const date = row.getByLabel(`Test Completed Date for ${name}`, { exact: true });
    if ((await date.count()) > 0) {
      await tabTo(page, date);
      await expectVisibleFocus(date);
      await page.keyboard.type(dateDigits(yesterday()));
      await expect(date).not.toHaveValue('');
    }
    const file = row.getByLabel(`File for ${name}`, { exact: true });
    await tabTo(page, file);
    await expectVisibleFocus(file);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(pngFile(`${index}.png`));
    await expect(row.getByRole('button', { name: `Review ${name}`, exact: true })).toBeEnabled();
  }

  const certify = page.getByRole('checkbox', {
    name: 'I certify that the documents I uploaded are true and correct.',
  });
  await activate(page, certify, 'Space');
  await expect(certify).toBeChecked();
  await activate(page, main.getByRole('button', { name: 'Submit Application' }));
  const confirmSubmit = page.getByRole('alertdialog', { name: 'Submit Application' });
  await expect(confirmSubmit).toBeVisible();
  await expect.poll(() => isFocused(confirmSubmit)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await activate(page, confirmSubmit.getByRole('button', { name: 'Submit Application' }));
  await expect(page).toHaveURL(/\/qce\/ihc\/confirmation\/application-submitted$/);
  await expect(page.getByText('Requirements Submitted.')).toBeVisible();

  // Staff: requirements validated (order of payment issued).
  const created = (await staffApplications(api)).filter((a) => a.userId === ROSA);
  expect(created).toHaveLength(1);
  const appId = String(created[0]?.applicationId);
  await staffPost(api, `/applications/${appId}/requirements`, {
    action: 'complete',
  });
  await page.reload();
  const viewOrder = page.getByRole('button', { name: 'View Order of Payment' });
  await expect(viewOrder).toBeEnabled();
  await activate(page, viewOrder);
  await expect(page).toHaveURL(/\/qce\/ihc\/order-of-payment$/);

  // The printing notice opens on arrival and takes the focus (trapped inside); acknowledge it.
  const notice = page
    .getByRole('dialog', { name: 'Printing Notice' })
    .or(page.getByRole('alertdialog', { name: 'Printing Notice' }));
  await expect(notice).toBeVisible();
  await expect.poll(() => isFocused(notice), { message: 'focus in the notice' }).toBe(true);
  await activate(page, notice.getByRole('button', { name: 'I understand' }));
  await expect(notice).toBeHidden();
  await activate(page, main.getByRole('button', { name: 'Upload Proof of Payment' }));
  const proceed = page
    .getByRole('alertdialog', { name: 'Proceed?' })
    .or(page.getByRole('dialog', { name: 'Proceed?' }));
  await expect(proceed).toBeVisible();
  await activate(
    page,
    proceed
      .getByRole('button')
      .filter({ hasNotText: /cancel|close/i })
      .last(),
  );
  await expect(page).toHaveURL(/\/qce\/ihc\/payment-validation$/);

  // Payment validation: the date and OR number typed, the receipt chosen from the keyboard, Submit.
  const paymentDate = main.getByLabel(/Payment Date/);
  await tabTo(page, paymentDate);
  await expectVisibleFocus(paymentDate);
  await page.keyboard.type(dateDigits(yesterday()));
  await expect(paymentDate).not.toHaveValue('');
  await typeInto(page, main.getByLabel(/OR Number/), 'OR-KEYBOARD-1');
  const receipt = main.locator('input[type=file]');
  await tabTo(page, receipt);
  await expectVisibleFocus(receipt);
  const receiptChooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await receiptChooser).setFiles(pngFile('receipt.png'));
  await activate(page, main.getByRole('button', { name: 'Submit' }));
  await expect
    .poll(async () => {
      const response = await api.get(`/api/payment-integration/payment?applicationId=${appId}`, {
        headers: { Authorization: `Bearer ${rosa.token}` },
      });
      return JSON.stringify(await response.json());
    })
    .toContain('OR-KEYBOARD-1');
});
