/**
 * Issue 5 and issue 12 item 5: a new applicant (Rosa, no history) goes through the individual health card
 * journey with the keyboard only (Tab, Shift+Tab, Enter, Space, Escape, arrow keys and typing; the file
 * chooser is opened from the keyboard and answered with setFiles): landing card, new application, the
 * application form (the account's name and e-mail filled in and fixed; a reload in the middle loses nothing
 * typed), the Requirements List, the upload source, every required file, submit; the staff API sends one
 * requirement back, the applicant fixes that row and submits again; the staff API validates the
 * requirements; View Order of Payment (its printing notice), Upload Proof of Payment, the payment
 * validation form and its submit; the staff API validates the payment: Check again, Continue to the HIV
 * seminar, the exam language, the ten questions of the knowledge test answered with the arrow keys, Submit
 * answers?, Go to Head Approval; the laboratory posts its result and the department head approves: Go to
 * Issuing, View Digital Health Certificate, the certificate with its two QR codes and its Print button (the
 * journey's end, intake §1). At each key point the focused control is the expected one and its focus is
 * visible (a non-zero outline or a focus shadow).
 *
 * The browser's accessibility part (axe with colour contrast, support/axe.ts): a form step and a table
 * step (the application form, the requirements table), the confirmations and the page no jest test runs
 * axe on (upload source, Submit Application, Submit answers?, the passed result), and the dialog families it
 * opens (expectAccessibleDialog: axe on the dialog, the page behind inert, Escape gives the focus back):
 * Data Privacy Policy, Update Details, Requirements List, the file preview (Review), the confirmation
 * modal (Proceed?). Every page and dialog of the track is also a jest row (mf-ihc/src/features/a11y.test.tsx).
 *
 * Issue 25 item 5: this journey took in the mouse journey of the same steps (individual-journey.spec.ts:
 * the reload, the requirement sent back) and the IHC form row of the e2e accessibility gate. What only
 * that journey checked and jest covers stays in jest: the Ongoing Application Detected dialog on a second
 * application and the required fields' messages (mf-ihc application-form-page.test.tsx; the dialog
 * family's browser check is the sanitary permit journey's).
 *
 * Own portal process (own data file): the new applicant's records never meet a parallel spec's.
 */
import type { APIRequestContext, FileChooser, Locator, Page, Response } from '@playwright/test';
import { expectAccessibleDialog, expectNoSeriousA11yViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { startIsolatedPortal, type IsolatedPortal } from '../../support/isolated-portal';
import { signInPath } from '../../support/sign-in';
import { staffApi, staffKeyHeaders } from '../../support/staff-api';
import {
  HIV_EXAM_ANSWERS,
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
  api = await playwright.request.newContext({
    baseURL: portal.url,
    extraHTTPHeaders: staffKeyHeaders(),
  });
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

/** Tabs to a select and moves with the arrow keys to the option labelled `label`. */
async function selectWithArrows(page: Page, select: Locator, label: string): Promise<void> {
  await tabTo(page, select);
  await expectVisibleFocus(select);
  const checked = () => select.locator('option:checked').textContent();
  for (const key of ['ArrowDown', 'ArrowUp']) {
    for (let i = 0; i < 10 && (await checked())?.trim() !== label; i += 1) {
      await page.keyboard.press(key);
    }
  }
  await expect(select.locator('option:checked')).toHaveText(label);
}

/**
 * Shift+Tab back into the question's radio group (it comes before Back and Next), then the arrow keys
 * until the answer has the focus, and Space: the answer is checked.
 */
async function answerWithArrows(page: Page, group: Locator, answer: string): Promise<void> {
  await tabTo(page, group, 'Shift+Tab');
  const target = group.getByRole('radio', { name: answer, exact: true });
  const count = await group.getByRole('radio').count();
  for (let i = 0; i <= count && !(await isFocused(target)); i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expectVisibleFocus(target);
  await page.keyboard.press('Space');
  await expect(target).toBeChecked();
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

/**
 * Presses Enter on the focused file input and returns its chooser. Once on the loaded CI machine the
 * chooser of a focused input never came (focus ring on the input, no event): like a person whose key
 * press did nothing, press it once more, never more than twice.
 */
async function chooserOpenedWithEnter(page: Page): Promise<FileChooser> {
  for (let attempt = 1; ; attempt += 1) {
    const chooser = page.waitForEvent('filechooser', { timeout: attempt === 1 ? 5_000 : 10_000 });
    await page.keyboard.press('Enter');
    try {
      return await chooser;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}

test('a new applicant completes the individual health card journey with the keyboard only', async ({
  page,
}) => {
  // About 60 s alone; room for a loaded, shared machine.
  test.setTimeout(300_000);
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

  // The application form: the account's name, e-mail and birth date are filled in and fixed.
  await expect(page.getByLabel(/^First Name/)).toBeDisabled();
  await expect(page.getByLabel(/^Email/)).toBeDisabled();
  await expect(page.getByLabel(/^Email/)).toHaveValue(String(rosa.email));
  // The header's Update Details and the terms' Data Privacy Policy: opened with Enter, closed with Escape.
  for (const name of ['Update Details', 'Data Privacy Policy']) {
    const opener = main.getByRole('button', { name }).first();
    await activate(page, opener);
    await expectAccessibleDialog(page, { name, opener });
  }
  await expectNoSeriousA11yViolations(page);
  await chooseWithArrows(page, page.getByLabel(/^Civil Status/));
  await typeInto(page, page.getByLabel(/^Contact Number/), '09171234567');
  await chooseWithArrows(page, page.getByRole('combobox', { name: /^Occupation/ }), /masseur/i);
  await typeInto(page, page.getByLabel(/^Company Name/), 'Rosa Bakeshop');
  // Shift+Tab back up the form to the address.
  await tabTo(page, page.getByLabel(/^Company Address/), 'Shift+Tab');
  await page.keyboard.type('12 Mabini St., Quezon City');
  // A reload in the middle loses nothing typed.
  const civilStatus = await page.getByLabel(/^Civil Status/).inputValue();
  const occupation = await page.getByRole('combobox', { name: /^Occupation/ }).inputValue();
  await page.reload();
  await expect(page.getByLabel(/^Contact Number/)).toHaveValue('09171234567');
  await expect(page.getByLabel(/^Company Name/)).toHaveValue('Rosa Bakeshop');
  await expect(page.getByLabel(/^Company Address/)).toHaveValue('12 Mabini St., Quezon City');
  await expect(page.getByLabel(/^Civil Status/)).toHaveValue(civilStatus);
  await expect(page.getByRole('combobox', { name: /^Occupation/ })).toHaveValue(occupation);
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
  await expectAccessibleDialog(page, {
    name: 'Requirements List',
    close: () => activate(page, modal.getByRole('button', { name: 'Confirm' })),
  });
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
  // A confirmation only this journey reaches: axe on the page with it open.
  await expectNoSeriousA11yViolations(page);
  await activate(page, sourceConfirm.getByRole('button', { name: /confirm|yes|continue/i }));
  await expect(
    sourcePanel.getByText('The upload source has been chosen and can no longer be changed.'),
  ).toBeVisible();

  // Every required file: the date typed, the file input opened with Enter, the chooser answered.
  // A listener from here on keeps Playwright's file chooser interception switched on: switching it on
  // is asynchronous, and under load an Enter pressed right after `waitForEvent` could reach Chromium
  // first (its picker then opens natively, unseen, and the event never comes).
  page.on('filechooser', () => undefined);
  const { rows, required } = await requiredRequirementRows(page);
  await expectNoSeriousA11yViolations(page);
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
    await (await chooserOpenedWithEnter(page)).setFiles(pngFile(`${index}.png`));
    const review = row.getByRole('button', { name: `Review ${name}`, exact: true });
    await expect(review).toBeEnabled();
    if (index === required[0]?.index) {
      // The file preview of the first upload.
      await activate(page, review);
      await expectAccessibleDialog(page, { name: `Review: ${name}`, opener: review });
    }
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

  const created = (await staffApplications(api)).filter((a) => a.userId === ROSA);
  expect(created).toHaveLength(1);
  const appId = String(created[0]?.applicationId);

  // Staff: the first requirement sent back. The applicant opens the application from her history,
  // replaces the marked row's file and submits again.
  const uploads = await api.get(`/api/uploads?applicationId=${appId}`, {
    headers: { Authorization: `Bearer ${rosa.token}` },
  });
  expect(uploads.ok()).toBe(true);
  const first = ((await uploads.json()) as { data: Array<{ requirementId: number }> }).data[0];
  if (!first) throw new Error('no upload recorded');
  await staffPost(api, `/applications/${appId}/requirements`, {
    action: 'requires-update',
    remarks: 'Please upload a clearer copy.',
    requirementIds: [first.requirementId],
  });
  await page.goto(`${portal.url}/qce/ihc/applications`);
  await activate(page, main.getByRole('button', { name: `Open application ${appId}` }));
  await expect(page).toHaveURL(/\/qce\/ihc\/application-form$/);
  // The landing stays on screen until the form's page is in (its history tables have Next buttons too).
  await expect(
    page.getByRole('heading', { name: 'Individual Application Form', level: 1 }),
  ).toBeVisible();
  await activate(page, main.getByRole('button', { name: 'Next', exact: true }));
  await activate(
    page,
    page
      .getByRole('dialog', { name: 'Requirements List' })
      .getByRole('button', { name: 'Confirm' }),
  );
  await expect(page).toHaveURL(/\/qce\/ihc\/requirements-upload$/);
  const marked = rows.filter({ hasText: 'Requires Update' });
  await expect(marked).toHaveCount(1);
  const markedName =
    (await marked.getByRole('rowheader').textContent())?.replace(/\s*\*\s*$/, '').trim() ?? '';
  const markedFile = marked.getByLabel(`File for ${markedName}`, { exact: true });
  await tabTo(page, markedFile);
  await (await chooserOpenedWithEnter(page)).setFiles(pngFile('clearer.png'));
  await expect(
    page.getByText(
      'File upload success. Please SUBMIT the application after addressing all the required updates.',
    ),
  ).toBeVisible();
  if (!(await certify.isChecked())) await activate(page, certify, 'Space');
  await expect(certify).toBeChecked();
  await activate(page, main.getByRole('button', { name: 'Submit Application' }));
  await activate(page, confirmSubmit.getByRole('button', { name: 'Submit Application' }));
  await expect(page).toHaveURL(/\/qce\/ihc\/confirmation\/application-submitted$/);
  await expect(page.getByRole('button', { name: 'View Order of Payment' })).toBeDisabled();

  // Staff: requirements validated (order of payment issued).
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
  // Escape closes Proceed? (the confirmation modal family) and the focus comes back to the button that
  // opened it.
  const uploadProof = main.getByRole('button', { name: 'Upload Proof of Payment' });
  await activate(page, uploadProof);
  await expectAccessibleDialog(page, { name: 'Proceed?', opener: uploadProof });
  await expectVisibleFocus(uploadProof);
  await page.keyboard.press('Enter');
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
  // The page reloads the payments once the submit is answered; the staff must not validate before that
  // reload is answered, or the page already shows the validated payment and has no Check again.
  const paymentCalls: string[] = [];
  const onPaymentCall = (response: Response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('/payment/submit')) paymentCalls.push('submit');
    else if (pathname.endsWith('/payment') && response.request().method() === 'GET')
      paymentCalls.push('reload');
  };
  page.on('response', onPaymentCall);
  await activate(page, main.getByRole('button', { name: 'Submit' }));
  await expect(main.getByText('Validation of your payment is in progress.')).toBeVisible();
  await expect
    .poll(() => {
      const submitted = paymentCalls.indexOf('submit');
      return submitted >= 0 && paymentCalls.slice(submitted + 1).includes('reload');
    })
    .toBe(true);
  page.off('response', onPaymentCall);
  await expect
    .poll(async () => {
      const response = await api.get(`/api/payment-integration/payment?applicationId=${appId}`, {
        headers: { Authorization: `Bearer ${rosa.token}` },
      });
      return JSON.stringify(await response.json());
    })
    .toContain('OR-KEYBOARD-1');

  // Staff: the payment validated. Check again, then Continue to the HIV seminar.
  await staffPost(api, `/applications/${appId}/payment`, { action: 'validate' });
  await activate(page, main.getByRole('button', { name: 'Check again' }));
  await expect(main.getByText('Payment validated.')).toBeVisible();
  await activate(page, main.getByRole('button', { name: 'Continue', exact: true }));
  await expect(page).toHaveURL(/\/qce\/ihc\/hiv-seminar$/);

  // The seminar: the exam language with the arrow keys, then Test your knowledge.
  await expect(page.getByRole('heading', { name: 'HIV Video Seminar', level: 1 })).toBeVisible();
  await selectWithArrows(page, main.getByLabel('Exam language'), 'English');
  await activate(page, main.getByRole('button', { name: 'Test your knowledge' }));
  await expect(page).toHaveURL(/\/qce\/ihc\/hiv-seminar-quiz\//);

  // The knowledge test: each answer with the arrow keys and Space, then Next (Enter).
  for (let n = 1; n <= 10; n += 1) {
    await expect(main.getByText(new RegExp(`Question ${n} of \\d+`))).toBeVisible();
    const group = main
      .getByRole('group')
      .filter({ has: page.getByRole('radio') })
      .first();
    const question = ((await group.locator('legend').textContent()) ?? '').trim();
    const answer = HIV_EXAM_ANSWERS[question];
    if (!answer) throw new Error(`no answer key for "${question}"`);
    await answerWithArrows(page, group, answer);
    await activate(page, main.getByRole('button', { name: 'Next', exact: true }));
  }
  const submitAnswers = page.getByRole('alertdialog', { name: 'Submit answers?' });
  await expect(submitAnswers).toBeVisible();
  await expect.poll(() => isFocused(submitAnswers)).toBe(true);
  await expectNoSeriousA11yViolations(page, { include: '[role="alertdialog"]' });
  await activate(page, submitAnswers.getByRole('button', { name: 'Submit answers' }));
  await expect(page).toHaveURL(/\/qce\/ihc\/quiz-results\//);
  await expect(main.getByRole('heading', { name: 'Congratulations' })).toBeVisible();
  await expect(main.getByText('10 out of 10')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await activate(page, main.getByRole('button', { name: 'Go to Head Approval' }));
  await expect(page).toHaveURL(/\/qce\/ihc\/head-approval$/);
  const toIssuing = main.getByRole('button', { name: 'Go to Issuing' });
  await expect(toIssuing).toBeDisabled();

  // The laboratory posts its result and the department head approves (staff API); F5 reads it.
  for (const status of ['Submitted', 'Certified', 'Approved', 'Completed']) {
    await staffPost(api, `/applications/${appId}/laboratory`, {
      labType: 'REGULAR_LABORATORY',
      status,
    });
  }
  await staffPost(api, `/applications/${appId}/head-approval`, { action: 'approve' });
  await page.reload();
  await expect(toIssuing).toBeEnabled();
  await activate(page, toIssuing);
  await expect(page).toHaveURL(/\/qce\/ihc\/certificate-issuing$/);
  await expect(main.getByText('Your health certificate has been issued.')).toBeVisible();
  await activate(page, main.getByRole('button', { name: 'View Digital Health Certificate' }));

  // The journey's end: the digital health certificate with its two QR codes, and its Print button.
  await expect(page).toHaveURL(/\/qce\/ihc\/digital-health-certificate$/);
  await expect(
    page.getByRole('heading', { name: 'Digital Health Certificate' }).first(),
  ).toBeVisible();
  // Its two QR codes: the certificate's documents page and the laboratory result's page.
  const codes = page.locator('svg[data-qr-value]');
  await expect(codes).toHaveCount(2);
  await expect(codes.nth(0)).toHaveAttribute(
    'data-qr-value',
    new RegExp(`/qce/documents/${appId}$`),
  );
  await expect(codes.nth(1)).toHaveAttribute(
    'data-qr-value',
    /\/qce\/laboratory\/\d+\/[A-Z_]+\/.+$/,
  );
  const print = main.getByRole('button', { name: 'Print', exact: true });
  await tabTo(page, print);
  await expectVisibleFocus(print);
});
