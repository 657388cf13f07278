/**
 * Issue 7 e2e: each document route renders, its QR link opens the matching public page with no session, the
 * verification pages say plainly Valid or Expired without contact details (the documents page and one
 * laboratory page, reached from the digital health certificate's codes; the content of each laboratory
 * kind, stool, sputum, VD and water, is jest's: mf-certificates lab-result-certificate.test.tsx, with axe
 * in documents.a11y.test.tsx), the order of payment prints by itself,
 * the validation page lists good `ecs` values and calls bad ones tampered, and print-preview screenshots of each
 * document at A4 are kept as test artifacts. (The masseur's yellow card and training document:
 * yellow-card.spec.ts.)
 * Own portal (support/own-portal.ts): resets its mock backend to the `shl-wal-eligible` scenario (Juan approved with his labs, Pedro's
 * sanitary permit approved with its water analysis).
 */
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { expect, test } from '../../support/own-portal';
import { signIn } from '../../support/sign-in';
import type { SeededUser } from '../../support/staff-api';
import {
  JUAN,
  PEDRO,
  TAMPERED,
  countPrints,
  fieldValue,
  latestApplication,
  printPreview,
  qrValues,
  resetTo,
  samePortal,
  userOf,
} from './helpers';
import type { ApplicationRecord } from './helpers';

interface Seeded {
  juan: SeededUser;
  pedro: SeededUser;
  ihc: ApplicationRecord;
  sp: ApplicationRecord;
}

/** What a verifier must not see on a public page. */
function privateDetails(app: ApplicationRecord): string[] {
  const form = app.formData;
  return [form.email, form.contactNumber, form.street, form.companyAddress, form.address].filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );
}

/** Runs `run` in a fresh browser context (no token, no user id), as a verifier scanning a code would. */
async function asVerifier<T>(browser: Browser, run: (page: Page) => Promise<T>) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    return await run(page);
  } finally {
    await context.close();
  }
}

test.describe('documents and their QR pages', () => {
  let seeded: Seeded;

  test.beforeAll(async ({ playwright, ownPortal }) => {
    const { request, users } = await resetTo(playwright, ownPortal.url, 'shl-wal-eligible');
    const juan = userOf(users, JUAN);
    const pedro = userOf(users, PEDRO);
    const ihc = await latestApplication(request, juan, 1);
    const sp = await latestApplication(request, pedro, 2);
    seeded = { juan, pedro, ihc, sp };
    await request.dispose();
  });

  test('the owner prints the digital health certificate; its QR links open the public documents page and the laboratory page', async ({
    page,
    browser,
  }, testInfo) => {
    await signIn(page, seeded.juan);
    await page.goto(`/qce/documents/${seeded.ihc.applicationId}`);
    const certificate = page.getByRole('article', { name: 'Digital Health Certificate' });
    await expect(certificate).toBeVisible();
    await expect(fieldValue(certificate, 'Application ID')).toHaveText(seeded.ihc.applicationId);
    await expect(fieldValue(certificate, 'Nationality')).toHaveText('Filipino');
    await expect(page.getByRole('button', { name: 'Print' }).first()).toBeVisible();
    const codes = await qrValues(page);
    expect(codes).toHaveLength(2);
    expect(new URL(codes[0] ?? '').pathname).toBe(`/qce/documents/${seeded.ihc.applicationId}`);
    expect(new URL(codes[1] ?? '').pathname).toMatch(
      new RegExp(`^/qce/laboratory/\\d+/(REGULAR_LABORATORY|SOCIAL_HYGIENE)/[^/]+$`),
    );
    // The printed link under each code is the code's own link.
    for (const code of codes) {
      await expect(certificate.getByRole('link', { name: code, exact: true })).toHaveAttribute(
        'href',
        code,
      );
    }
    await printPreview(page, testInfo, 'digital-health-certificate');

    await asVerifier(browser, async (verifier) => {
      // The certificate's code: the public documents page says Valid, lists the labs, and shows no
      // contact details.
      await verifier.goto(samePortal(page, codes[0] ?? ''));
      await expect(verifier.getByRole('heading', { name: 'Document Verification' })).toBeVisible();
      expect(await verifier.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
      const summary = verifier.getByRole('region', { name: 'Health Certificate' });
      // The certificate's own badge, and each lab's status in the labs table.
      await expect(summary.getByRole('strong').filter({ hasText: /^Valid$/ })).toBeVisible();
      await expect(
        summary.getByRole('table').getByRole('cell', { name: /^(Valid|Expired)$/ }),
      ).toHaveCount(3);
      await expect(fieldValue(summary, 'Application ID')).toHaveText(seeded.ihc.applicationId);
      await expect(
        verifier.getByRole('article', { name: 'Digital Health Certificate' }),
      ).toHaveCount(0);
      for (const secret of privateDetails(seeded.ihc)) {
        await expect(verifier.getByText(secret, { exact: false })).toHaveCount(0);
      }
      await expectNoSeriousA11yViolations(verifier);
      await printPreview(verifier, testInfo, 'documents-verification');
      // Each lab listed links to its public laboratory page.
      await summary.getByRole('link').first().click();
      await expect(verifier).toHaveURL(/\/qce\/laboratory\/\d+\/[A-Z_]+\/.+$/);
      await expect(verifier.getByRole('region', { name: 'Submitted by' })).toBeVisible();

      // The laboratory code: its result with the three signatures, no contact details, its own QR
      // link. One laboratory page in the browser (its print layout); every kind's content and axe are
      // jest's (mf-certificates lab-result-certificate.test.tsx, documents.a11y.test.tsx,
      // printable-pages.test.tsx).
      const labPath = new URL(codes[1] ?? '').pathname;
      await verifier.goto(samePortal(page, codes[1] ?? ''));
      for (const role of ['Submitted by', 'Certified by', 'Approved by']) {
        await expect(verifier.getByRole('region', { name: role })).toBeVisible();
      }
      await expect(verifier.getByText(/^(Valid|Expired)$/).first()).toBeVisible();
      const sheet = verifier.getByRole('article');
      await expect(fieldValue(sheet, 'Lab No.')).not.toBeEmpty();
      await expect(sheet.locator('dt', { hasText: /^(Contact No\.|Address)$/ })).toHaveCount(0);
      const [own] = await qrValues(verifier);
      expect(new URL(own ?? '').pathname).toBe(labPath);
      await printPreview(verifier, testInfo, 'lab-result');
    });
  });

  test('the sanitary permit prints for its owner and its QR link opens the public page', async ({
    page,
    browser,
  }, testInfo) => {
    await signIn(page, seeded.pedro);
    await page.goto(`/qce/documents/${seeded.sp.applicationId}`);
    const permit = page.getByRole('article', { name: 'Digital Sanitary Permit' });
    await expect(permit).toBeVisible();
    await expect(fieldValue(permit, "Mayor's Permit No.")).not.toBeEmpty();
    const codes = await qrValues(page);
    expect(codes.length).toBeGreaterThanOrEqual(1);
    await printPreview(page, testInfo, 'digital-sanitary-permit');

    await asVerifier(browser, async (verifier) => {
      await verifier.goto(samePortal(page, codes[0] ?? ''));
      const summary = verifier.getByRole('region', { name: 'Digital Sanitary Permit' });
      await expect(summary.getByText('Valid', { exact: true })).toBeVisible();
      for (const secret of privateDetails(seeded.sp)) {
        await expect(verifier.getByText(secret, { exact: false })).toHaveCount(0);
      }
    });
  });

  test('the order of payment prints by itself, once, with a blank OR number and date', async ({
    page,
  }, testInfo) => {
    const prints = await countPrints(page);
    await signIn(page, seeded.juan);
    await page.evaluate(
      (appId) => window.localStorage.setItem('app-id', appId),
      seeded.ihc.applicationId,
    );
    await page.goto('/qce/print-temp/ihc');
    const sheet = page.getByRole('article', { name: 'Order of Payment' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('note', { name: 'OR Number (blank)' })).toBeEmpty();
    await expect(sheet.getByRole('note', { name: 'OR Date (blank)' })).toBeEmpty();
    await expect.poll(prints, { message: 'window.print() called after the delay' }).toBe(1);
    await page.waitForTimeout(1_500);
    expect(await prints()).toBe(1);
    await printPreview(page, testInfo, 'order-of-payment');
  });

  test('the validation page lists ecs parts the validation service confirmed and calls bad or forged data tampered, with no session', async ({
    page,
  }) => {
    // Issue 23 item 3: the parts of an issued certificate (its number and holder), confirmed by the
    // certificate validation service, are listed; well-formed values it does not know are not.
    const { ihc } = seeded;
    const certificateNumber = String((ihc as { certificateNumber?: string }).certificateNumber);
    const holder = [ihc.formData.firstName, ihc.formData.middleName, ihc.formData.lastName]
      .filter(Boolean)
      .join(' ');
    await page.goto(`/qce/qcs?ecs=${encodeURIComponent(`${certificateNumber},${holder}`)}`);
    await expect(page.getByRole('listitem')).toHaveText([certificateNumber, holder]);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    const tampered = [
      'HC-2026-000123,Juan%20Dela%20Cruz,2027-11-21', // well-formed, but no such certificate
      `${encodeURIComponent(certificateNumber)},Maria%20Santos`, // a real number, a forged name
      'a,,%3Cscript%3E', // an empty part and markup
      'HC-2026-000123', // one part only
      'HC-2026-000123,Juan&ecs=Pedro,Reyes', // a second ecs spliced in
      'HC-2026-000123,%22%3E%3Cimg%20src%3Dx%3E', // quotes and markup
      `HC-2026-000123,${'x'.repeat(200)}`, // a part too long
      '', // nothing
    ];
    for (const value of tampered) {
      await page.goto(`/qce/qcs?ecs=${value}`);
      await expect(page.getByRole('alert'), `ecs=${value}`).toHaveText(TAMPERED);
      await expect(page.getByRole('listitem')).toHaveCount(0);
    }
    await page.goto('/qce/qcs');
    await expect(page.getByRole('alert')).toHaveText(TAMPERED);
  });
});
