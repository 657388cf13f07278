import { currencyFormat } from '@qce/shared-kit/domain';

/** PHP amount in the en-PH locale, e.g. ₱1,234.50 (payment spec §7). */
export function formatCurrency(amount: number): string {
  return currencyFormat().format(Number.isFinite(amount) ? amount : 0);
}

export type CurrencyAmountProps = { amount: number; className?: string };

/** An amount of money as text. */
export function CurrencyAmount({ amount, className }: CurrencyAmountProps) {
  return <span className={className}>{formatCurrency(amount)}</span>;
}
