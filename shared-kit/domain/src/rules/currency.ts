/**
 * Currency formatting (payment §9: PHP with the en-PH locale; intake §9 shared constants).
 */
import { lazy } from './lazy';

export const CURRENCY = 'PHP';
export const CURRENCY_LOCALE = 'en-PH';

/**
 * The PHP formatter, made on first use: the first Intl object of a page loads the locale data
 * (about 40 ms on a laptop, four times that on a cheap phone), which must not happen while a track's
 * modules are evaluated for a page that shows no amount (ADR 009).
 */
export const currencyFormat = lazy(
  () => new Intl.NumberFormat(CURRENCY_LOCALE, { style: 'currency', currency: CURRENCY }),
);

/** Amount as PHP in en-PH (e.g. ₱1,234.50); numeric strings accepted; '' when not a number. */
export function formatCurrency(amount: unknown): string {
  const n = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  return typeof n === 'number' && Number.isFinite(n) ? currencyFormat().format(n) : '';
}
