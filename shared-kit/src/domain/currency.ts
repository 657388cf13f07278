/**
 * Currency formatting (payment §9: PHP with the en-PH locale; intake §9 shared constants).
 */
export const CURRENCY = 'PHP';
export const CURRENCY_LOCALE = 'en-PH';

const formatter = new Intl.NumberFormat(CURRENCY_LOCALE, { style: 'currency', currency: CURRENCY });

/** Amount as PHP in en-PH (e.g. ₱1,234.50); numeric strings accepted; '' when not a number. */
export function formatCurrency(amount: unknown): string {
  const n = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  return typeof n === 'number' && Number.isFinite(n) ? formatter.format(n) : '';
}
