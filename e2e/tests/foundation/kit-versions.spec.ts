import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import {
  buildKitVariant,
  kitEntriesUsedBy,
  kitVersion,
  kitVersionsUsedBy,
  serveVariant,
  shareUses,
} from '../../support/kit-variants';
import { landingCard, remoteUnavailablePanel, tryAgainButton } from '../../support/portal';
import { signIn } from '../../support/sign-in';
import { staffKeyHeaders, type SeededUser } from '../../support/staff-api';

/**
 * The sharing policy (ADR 013, issue 21 items 1 and 9): a track built with another kit version runs on
 * ONE kit version (its own copy of every kit entry when the shell's does not satisfy its range), and a
 * strict-singleton mismatch puts the track into its panel and reports the error once.
 * Variant builds go to temp folders (support/kit-variants.ts), served to the browser in place of the
 * deployed files; the apps' dist folders are never touched.
 */
const [major, minor] = kitVersion();
const NEWER_MINOR = `${major}.${minor + 1}.0`;
const NEWER_MAJOR = `${major + 1}.0.0`;

/** A report as the staff console lists it (mock-api/src/handlers/client-errors.ts). */
interface ClientErrorReport {
  id: number;
  track: string;
  release: string;
  message: string;
}

/** Page errors, and the runtime's warnings about shared versions (5 of them before the policy). */
function watch(page: Page) {
  const pageErrors: string[] = [];
  const shareWarnings: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (/does not satisfy|shared singleton/i.test(message.text()))
      shareWarnings.push(message.text());
  });
  return { pageErrors, shareWarnings };
}

/** Opens the Sanitary Permit track from the landing and waits until its remote has mounted. */
async function openSanitaryPermit(page: Page, applicant: SeededUser): Promise<void> {
  await signIn(page, applicant);
  await landingCard(page, 'Sanitary Permit').click();
  await expect(page).toHaveURL(/\/qce\/sp(\/|$)/);
  await expect(page.locator('[data-parcel-mounted="true"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Something went wrong on this page')).toHaveCount(0);
  await expect(remoteUnavailablePanel(page)).toHaveCount(0);
}

test.describe('kit versions: one kit per track, never a mix', () => {
  // Two variant production builds on a shared 2-core machine: minutes, once per HEAD.
  test.describe.configure({ mode: 'serial', timeout: 600_000 });

  test(`(a) mf-sp built with kit ${NEWER_MINOR} runs in the deployed shell on its own kit copy`, async ({
    context,
    page,
    applicant,
  }) => {
    const variant = await buildKitVariant('mf-sp', NEWER_MINOR);
    await serveVariant(context, '/remotes/sp/', variant);
    const { pageErrors, shareWarnings } = watch(page);

    await openSanitaryPermit(page, applicant);

    const uses = await shareUses(page);
    expect(kitVersionsUsedBy(uses, 'mf_sp'), kitEntriesUsedBy(uses, 'mf_sp').join(', ')).toEqual([
      NEWER_MINOR,
    ]);
    const shellKit = kitVersionsUsedBy(uses, 'shell');
    expect(shellKit).toHaveLength(1);
    expect(shellKit).not.toContain(NEWER_MINOR);
    expect(pageErrors).toEqual([]);
    expect(shareWarnings).toEqual([]);
  });

  test(`(b) the deployed mf-sp runs in a shell built with kit ${NEWER_MAJOR}`, async ({
    context,
    page,
    applicant,
  }) => {
    const variant = await buildKitVariant('shell', NEWER_MAJOR);
    // The shell's scripts and styles (main.js, chunks); its HTML, config.json and remotes.json as deployed.
    await serveVariant(context, '/qce/', variant, /^\/qce\/[^/]+\.(js|css)$/);
    const { pageErrors, shareWarnings } = watch(page);

    await openSanitaryPermit(page, applicant);

    const uses = await shareUses(page);
    expect(kitVersionsUsedBy(uses, 'shell')).toEqual([NEWER_MAJOR]);
    const spKit = kitVersionsUsedBy(uses, 'mf_sp');
    expect(spKit, kitEntriesUsedBy(uses, 'mf_sp').join(', ')).toHaveLength(1);
    expect(spKit).not.toContain(NEWER_MAJOR);
    expect(pageErrors).toEqual([]);
    expect(shareWarnings).toEqual([]);
  });

  test('(c) a strict-singleton mismatch (mf-sp built for react 20) shows the panel and one report', async ({
    context,
    page,
    applicant,
    request,
  }) => {
    // The deployed mf-sp, its react and react-dom ranges rewritten as a build against react 20 writes them.
    await context.route(/\/remotes\/sp\/remoteEntry\.[0-9a-f]{8}\.js$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /requiredVersion:"\^19\.\d+\.\d+"/g,
        'requiredVersion:"^20.0.0"',
      );
      await route.fulfill({ response, body });
    });
    // Reports are numbered in order of arrival: only those after this point count.
    const reportsUrl = '/__staff/client-errors';
    const listed = async () => {
      const response = await request.get(reportsUrl, { headers: staffKeyHeaders() });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { data: ClientErrorReport[] }).data;
    };
    const before = Math.max(0, ...(await listed()).map((report) => report.id));

    await signIn(page, applicant);
    await landingCard(page, 'Sanitary Permit').click();
    await expect(remoteUnavailablePanel(page)).toBeVisible({ timeout: 15_000 });
    await expect(tryAgainButton(page)).toBeVisible();
    // Never the raw runtime message.
    await expect(page.getByText(/does not satisfy|\^20\.0\.0/)).toHaveCount(0);

    const reports = async () =>
      (await listed()).filter(
        (report) => report.id > before && report.track === 'mf_sp' && /react/.test(report.message),
      );
    await expect.poll(async () => (await reports()).length).toBe(1);
    const [report] = await reports();
    expect(report?.message).toMatch(/\^20\.0\.0/);
    expect(report?.release).toMatch(/\/remotes\/sp\/mf-manifest\.json$/);
    // Still one a moment later: the track's boundary and the shell's fallback report it once together.
    await page.waitForTimeout(500);
    expect(await reports()).toHaveLength(1);
  });
});
