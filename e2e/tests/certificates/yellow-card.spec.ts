/**
 * Issue 7 e2e, the masseur's documents: the health certificate (yellow card) front and back with the 25-row
 * health card table and its validity rows, age, nationality and the expiry one year after the latest payment; the
 * digital certificate's second QR code and the massagist training certificate's own code open
 * `/qce/docs/massagist/:appId/:trainingSessionId` with no session. Print-preview screenshots at A4 are kept.
 * Own portal (support/own-portal.ts): resets its mock backend to the `massagist-approved` scenario (Maria, Masseur, approved).
 */
import { expect, test } from '../../support/own-portal';
import { signIn } from '../../support/sign-in';
import type { SeededUser } from '../../support/staff-api';
import {
  MARIA,
  addDays,
  apiGet,
  fieldValue,
  labsOf,
  latestApplication,
  longDay,
  manilaDay,
  printPreview,
  qrValues,
  resetTo,
  samePortal,
  userOf,
} from './helpers';
import type { ApplicationRecord, LabRecord } from './helpers';

interface Seeded {
  maria: SeededUser;
  app: ApplicationRecord;
  labs: LabRecord[];
  latestPaymentDay: string;
  trainingSessionId: number;
}

/** Completed years between a MM/DD/YYYY birth date and a YYYY-MM-DD day. */
function yearsOld(birthDate: string, day: string): number {
  const [bm, bd, by] = birthDate.split('/').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

function oneYearAfter(day: string): string {
  return `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
}

test.describe("the masseur's yellow card and training document", () => {
  let seeded: Seeded;

  test.beforeAll(async ({ playwright, ownPortal }) => {
    const { request, users } = await resetTo(playwright, ownPortal.url, 'massagist-approved');
    const maria = userOf(users, MARIA);
    const app = await latestApplication(request, maria, 1);
    const labs = [
      ...(await labsOf(request, app.applicationId, 'REGULAR_LABORATORY')),
      ...(await labsOf(request, app.applicationId, 'SOCIAL_HYGIENE')),
    ];
    const payments = await apiGet<{ data: Array<{ paymentDate?: string | null; status: string }> }>(
      request,
      `/api/payment-integration/payment?applicationId=${app.applicationId}`,
      maria.token,
    );
    const latestPaymentDay = payments.data
      .flatMap((p) => (p.paymentDate ? [manilaDay(p.paymentDate)] : []))
      .sort()
      .at(-1);
    const attendance = await apiGet<{ data: { details: Array<{ trainingSessionId: number }> } }>(
      request,
      `/api/training/participant?applicationId=${app.applicationId}`,
      maria.token,
    );
    const trainingSessionId = attendance.data.details[0]?.trainingSessionId;
    if (!latestPaymentDay || trainingSessionId === undefined) {
      throw new Error('massagist-approved has no payment or no training');
    }
    seeded = { maria, app, labs, latestPaymentDay, trainingSessionId };
    await request.dispose();
  });

  // Issue 25 item 5: one test, one sign-in and one load of Maria's documents page, instead of three.
  test('the yellow card front and back, and the massagist doc page from both QR codes with no session', async ({
    page,
    browser,
  }, testInfo) => {
    const { app, labs, trainingSessionId } = seeded;
    const expectedPath = `/qce/docs/massagist/${app.applicationId}/${trainingSessionId}`;
    await signIn(page, seeded.maria);
    await page.goto(`/qce/documents/${app.applicationId}`);
    await expect(page.getByRole('article', { name: 'Digital Health Certificate' })).toBeVisible();

    await test.step('the front: person, age, Filipino, Masseur, expiry one year after the latest payment', async () => {
      const front = page.getByRole('article', { name: 'Health Certificate (front)' });
      await expect(front).toBeVisible();
      await expect(fieldValue(front, 'Name')).toHaveText('Maria Garcia Santos');
      const issued = manilaDay(app.issuanceDate ?? '');
      const age = yearsOld(String(app.formData.birthDate), issued);
      await expect(fieldValue(front, 'Age')).toHaveText(`${age} years`);
      await expect(fieldValue(front, 'Nationality')).toHaveText('Filipino');
      await expect(fieldValue(front, 'Occupation')).toHaveText('Masseur');
      await expect(fieldValue(front, 'Place of Work')).toHaveText(String(app.formData.companyName));
      await expect(fieldValue(front, 'Date of Issuance')).toHaveText(longDay(issued));
      // The scenario paid 30 days before approval: one year after the payment, not after the approval.
      const expiry = oneYearAfter(seeded.latestPaymentDay);
      expect(expiry).not.toBe(oneYearAfter(issued));
      await expect(fieldValue(front, 'Date of Expiration')).toHaveText(longDay(expiry));
      await expect(front.getByText('Valid', { exact: true })).toBeVisible();
      await expect(front.getByText(`Valid until ${longDay(expiry)}`)).toBeVisible();
    });

    await test.step('the back: 25 rows, one validity row per approved lab, valid 14 days after approval', async () => {
      expect(labs).toHaveLength(2);
      const back = page.getByRole('article', { name: 'Health Certificate (back)' });
      const table = back.getByRole('table', { name: 'Laboratory validity' });
      await expect(table).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveText([
        '#',
        'Valid Until',
        'Place of Work',
        'Signature',
        'Lab ID',
      ]);
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(25);
      const expected = labs
        .map((lab) => ({
          labId: String(lab.laboratoryId),
          validUntil: addDays(manilaDay(lab.approvedBy?.logDate ?? ''), 14),
        }))
        .sort((a, b) => a.validUntil.localeCompare(b.validUntil));
      for (const [index, row] of expected.entries()) {
        const cells = rows.nth(index).getByRole('cell');
        await expect(cells.nth(0)).toHaveText(String(index + 1));
        await expect(cells.nth(1)).toHaveText(longDay(row.validUntil));
        await expect(cells.nth(2)).toHaveText(String(app.formData.companyName));
        // Each signature is announced by its signatory's name and role (payment §5 titles; issue 24 item 9).
        await expect(
          cells
            .nth(3)
            .getByRole('img', {
              name: /^Signature of (?!Signature$).+, (Medical Doctor|Pathologist|Approver)$/,
            })
            .or(cells.nth(3).getByText('Cannot display the image right now.')),
        ).toBeVisible();
        await expect(cells.nth(4)).toHaveText(row.labId);
      }
      expect(new Set(expected.map((row) => row.labId))).toEqual(
        new Set(labs.map((lab) => String(lab.laboratoryId))),
      );
      // The remaining rows are blank lines to write on.
      for (const index of [expected.length, 24]) {
        await expect(rows.nth(index).getByRole('cell').nth(0)).toHaveText(String(index + 1));
        await expect(rows.nth(index).getByRole('cell').nth(4)).toHaveText('');
      }
    });

    await test.step('printed: the digital certificate, the front and the back each on an A4 sheet', async () => {
      const { pdfPages } = await printPreview(page, testInfo, 'health-certificate-yellow-card');
      // Digital certificate, yellow card front and back: each on its own A4 sheet.
      if (pdfPages !== undefined) expect(pdfPages).toBe(3);
    });

    await test.step('the massagist doc page opens from both QR codes with no session and shows only what a verifier needs', async () => {
      const codes = await qrValues(page);
      const massagistCode = codes.find((code) =>
        new URL(code).pathname.startsWith('/qce/docs/massagist/'),
      );
      expect(massagistCode && new URL(massagistCode).pathname).toBe(expectedPath);

      const context = await browser.newContext();
      try {
        const verifier = await context.newPage();
        await verifier.goto(samePortal(page, massagistCode ?? ''));
        expect(await verifier.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
        await expect(
          verifier.getByRole('heading', { name: 'Document Verification' }),
        ).toBeVisible();
        const sheet = verifier.getByRole('article', { name: 'Certificate of Training' });
        await expect(sheet).toBeVisible();
        await expect(fieldValue(sheet, 'Application ID')).toHaveText(app.applicationId);
        await expect(fieldValue(sheet, 'Name')).toHaveText('Maria Garcia Santos');
        await expect(fieldValue(sheet, 'Training')).toHaveText('Massagist Training Batch 1');
        await expect(fieldValue(sheet, 'Venue')).toHaveText(
          'City Health Department Training Room A',
        );
        await expect(fieldValue(sheet, 'Training Dates')).toHaveText(
          /^\w+ \d{1,2}, \d{4} – \w+ \d{1,2}, \d{4}$/,
        );
        await expect(fieldValue(sheet, 'Status')).toHaveText('Completed');
        await expect(verifier.getByText('Valid', { exact: true })).toBeVisible();
        for (const secret of [
          app.formData.email,
          app.formData.contactNumber,
          app.formData.street,
        ]) {
          await expect(verifier.getByText(String(secret), { exact: false })).toHaveCount(0);
        }
        await expect(sheet.locator('dt', { hasText: /^(Address|Contact No\.)$/ })).toHaveCount(0);

        // The training certificate's own QR link opens the same page.
        const [ownCode] = await qrValues(verifier);
        expect(new URL(ownCode ?? '').pathname).toBe(expectedPath);
        await sheet.getByRole('link', { name: ownCode ?? '', exact: true }).click();
        await expect(verifier).toHaveURL(new RegExp(`${expectedPath}$`));
        await expect(
          verifier.getByRole('article', { name: 'Certificate of Training' }),
        ).toBeVisible();
        await printPreview(verifier, testInfo, 'massagist-training-certificate');

        // Another session's document vouches for nothing she did not attend (issue 24 item 7).
        const otherSession = trainingSessionId === 4 ? 3 : 4;
        await verifier.goto(
          samePortal(page, massagistCode?.replace(/\/\d+$/, `/${otherSession}`) ?? ''),
        );
        await expect(verifier.getByText(/^This training cannot be confirmed: /)).toBeVisible();
        await expect(
          verifier.getByRole('article', { name: 'Certificate of Training' }),
        ).toHaveCount(0);
        await expect(verifier.getByText(/has attended/)).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  });
});
