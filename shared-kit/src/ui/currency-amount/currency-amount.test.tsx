import { render } from '@testing-library/react';
import { expectNoAxeViolations } from '@qce/testing';
import { CurrencyAmount, formatCurrency } from './currency-amount';

describe('CurrencyAmount', () => {
  it('formats PHP in en-PH (payment spec §7)', async () => {
    expect(formatCurrency(1234.5)).toBe(
      new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' }).format(1234.5),
    );
    expect(formatCurrency(1234.5)).toMatch(/1,234\.50/);
    expect(formatCurrency(Number.NaN)).toMatch(/0\.00/);
    const { container } = render(<CurrencyAmount amount={250} />);
    expect(container).toHaveTextContent(/250\.00/);
    await expectNoAxeViolations(container);
  });
});
