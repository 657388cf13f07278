import { expect, test } from '../../support/fixtures';
import { signIn } from '../../support/sign-in';

/**
 * ADR 008: a track's first page and the documents page paint their heading (and the text that needs no
 * data) from the route's HTML, before any script; the heading then stays on screen until the remote's
 * page replaces it with the same heading.
 */
const SHL = {
  path: '/qce/recurring/shl/applications',
  title: 'Follow-up Laboratory',
  text: 'Enter the ID of your completed health certificate application and the OR number of its payment to request a follow-up social hygiene laboratory test.',
};
const STATIC_PAGES: { path: string; title: string; text?: string }[] = [
  { path: '/qce/ihc/applications', title: 'Health Certificate Applications' },
  { path: '/qce/sp', title: 'Sanitary Permit Applications' },
  SHL,
  {
    path: '/qce/recurring/wal/applications',
    title: 'Follow-up Water Analysis',
    text: 'Enter the ID of your completed sanitary permit application and the OR number of its payment to request a follow-up water analysis.',
  },
  {
    path: '/qce/documents/1001',
    title: 'Document Verification',
    text: 'This page confirms a document issued by the City Health Department.',
  },
];

test.describe('static first paint (ADR 008)', () => {
  test.describe('before any script runs', () => {
    test.use({ javaScriptEnabled: false });

    // Issue 25 item 5: one test, a step per route (the HTML is the server's; nothing to set up per page).
    test('each first page shows its heading from the HTML; other routes only the loading status', async ({
      page,
    }) => {
      for (const { path, title, text } of STATIC_PAGES) {
        await test.step(`${path} shows its heading from the HTML`, async () => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
          if (text) await expect(page.getByText(text)).toBeVisible();
          await expect(page.getByRole('status')).toHaveText('Loading…');
        });
      }
      await test.step('other routes show only the loading status', async () => {
        await page.goto('/qce/ihc/application-form');
        await expect(page.getByRole('status')).toHaveText('Loading…');
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
      });
    });
  });

  test('the heading stays on screen from the first paint until the remote page shows it', async ({
    page,
    applicant,
  }) => {
    await signIn(page, applicant);
    const { path, title, text } = SHL;
    // Every animation frame from the first one: what the page showed when the heading or the
    // instructions were missing.
    await page.addInitScript(
      ([expectedTitle, expectedText]) => {
        const probe = { frames: 0, missing: [] as string[] };
        Object.assign(window, { __headingProbe: probe });
        const sample = () => {
          // From the first frame that has parsed the page's shell (#root with its content): before it the
          // parser has not reached the body's content and nothing is painted yet (a busy machine).
          if (document.getElementById('root')?.firstElementChild) {
            probe.frames += 1;
            const heading = document.querySelector('h1')?.textContent === expectedTitle;
            const body = document.body.innerText;
            if (!heading || !body.includes(expectedText)) probe.missing.push(body.slice(0, 200));
          }
          if (probe.frames < 600) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      },
      [title, text] as const,
    );
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Request follow-up' })).toBeVisible();
    const probe = await page.evaluate(
      () =>
        (window as unknown as { __headingProbe: { frames: number; missing: string[] } })
          .__headingProbe,
    );
    expect(probe.frames).toBeGreaterThan(0);
    expect(probe.missing).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText(text)).toHaveCount(1);
  });
});
