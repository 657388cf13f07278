import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Runs axe with the WCAG 2.0/2.1/2.2 A and AA rules and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { include?: string; exclude?: string[] } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

/** An open dialog, found by its accessible name (a dialog or an alertdialog). */
export function dialogNamed(page: Page, name: string): Locator {
  return page
    .getByRole('dialog', { name, exact: true })
    .or(page.getByRole('alertdialog', { name, exact: true }));
}

export interface DialogCheck {
  /** The open dialog's accessible name. */
  name: string;
  /** Closes it (default: Escape, after which the focus is checked). */
  close?: (page: Page) => Promise<void>;
  /** Opened by itself (no control opened it): closed with Escape, the focus goes to the page's main. */
  opensItself?: true;
  /** The control that opened it: closed with Escape, the focus is back on it (default: not on <body>). */
  opener?: Locator;
}

const DIALOGS = 'dialog[open], [role="dialog"], [role="alertdialog"]';

/**
 * While a dialog is open the page behind it cannot take the focus: neither by script (it is inert) nor by
 * Tab, which goes through the dialog (and out to the browser, never to the page).
 */
async function expectPageBehindInert(page: Page): Promise<void> {
  const focusedOutside = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return !!active && active !== document.body && !active.closest('dialog[open]');
    });
  const took = await page.evaluate(() => {
    const control = document.querySelector<HTMLElement>('main button, main a[href], main input');
    control?.focus();
    return !!control && document.activeElement === control;
  });
  expect(took, 'a control of the page behind took the focus').toBe(false);
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusedOutside(), `Tab ${i + 1} left the dialog`).toBe(false);
  }
}

/**
 * The browser's part of a dialog family's accessibility check (issue 12 item 5; issue 25 item 5 keeps
 * one dialog of each family in the browser, inside the journey that opens it, and every dialog of every
 * track in jest: the a11y.test.tsx files with `@qce/testing/a11y-gate`, which has no colour contrast, no
 * real inertness and no real Tab): the open dialog on its own has no serious or critical axe violation
 * with colour contrast (WCAG 2.0/2.1/2.2 A and AA), the page behind is inert to script and Tab, and once
 * closed with Escape the focus is back on the control that opened it, or on the page's main for a dialog
 * that opened by itself.
 */
export async function expectAccessibleDialog(page: Page, check: DialogCheck): Promise<void> {
  const dialog = dialogNamed(page, check.name);
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: DIALOGS });
  await expectPageBehindInert(page);
  if (check.close) {
    await check.close(page);
    await expect(dialog).toBeHidden();
    return;
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  if (check.opener) {
    await expect(check.opener, `focus after ${check.name} closed`).toBeFocused();
    return;
  }
  const focused = expect.poll(() => page.evaluate(() => document.activeElement?.tagName), {
    message: `focus after ${check.name} closed`,
  });
  // Opened by itself: the page's main gets the focus (kit Dialog), not <body>.
  if (check.opensItself) await focused.toBe('MAIN');
  // Otherwise it goes back to the control that opened it, not lost to <body>.
  else await focused.not.toBe('BODY');
}
