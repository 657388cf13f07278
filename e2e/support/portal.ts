import { expect, type Locator, type Page } from '@playwright/test';

/** The four landing cards of payment-certificates spec section 2, in order. */
export const LANDING_CARDS = [
  'Health Certificate',
  'Sanitary Permit',
  'Follow-up Laboratory',
  'Follow-up Water Analysis',
] as const;

/** A landing card, found by its title (a link or a button naming the service). */
export function landingCard(page: Page, title: (typeof LANDING_CARDS)[number]): Locator {
  return page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(title) })
    .or(page.getByRole('main').getByRole('button', { name: new RegExp(title) }))
    .first();
}

export async function expectLandingCards(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/qce\/applications$/);
  for (const title of LANDING_CARDS) {
    await expect(page.getByRole('main').getByText(title, { exact: true }).first()).toBeVisible();
  }
}

/** The shell's panel for a track whose remote could not be loaded. */
export function remoteUnavailablePanel(page: Page): Locator {
  return page.getByRole('alert').filter({ hasText: /temporarily unavailable/i });
}

export function tryAgainButton(page: Page): Locator {
  return page.getByRole('button', { name: /try again/i });
}

/** A track page rendered by its remote: a level-1 heading in main and no unavailable panel. */
export async function expectTrackRendered(page: Page): Promise<void> {
  await expect(remoteUnavailablePanel(page)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(remoteUnavailablePanel(page)).toHaveCount(0);
}

/** The floating FAQs button shown on every page. */
export function faqButton(page: Page): Locator {
  return page
    .getByRole('link', { name: /^FAQs?$/i })
    .or(page.getByRole('button', { name: /^FAQs?$/i }))
    .first();
}
