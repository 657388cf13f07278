import type { OrderOfPaymentItem, Payment } from '@qce/shared-kit/api';
import { currentPayable } from '@qce/shared-kit/domain';

export interface OrderLine {
  key: string;
  name: string;
  amount: number;
  /** How many times the item is on the order (a bulk order has it once per applicant). */
  quantity: number;
}

export interface OrderOfPayment {
  referenceNumber: string;
  lines: OrderLine[];
  total: number;
}

const amountOf = (value: unknown): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};

/**
 * One line per item: a bulk-level order repeats each item once per applicant, and its order of payment lists
 * the item once with the count and the summed amount, so the lines still add up to the order's total.
 */
function groupLines(lines: readonly OrderLine[]): OrderLine[] {
  const grouped = new Map<string, OrderLine>();
  for (const line of lines) {
    const same = grouped.get(line.name);
    grouped.set(
      line.name,
      same
        ? { ...same, amount: same.amount + line.amount, quantity: same.quantity + 1 }
        : { ...line, quantity: 1 },
    );
  }
  return [...grouped.values()];
}

/**
 * The order of payment to print (payment §2 Payment screen, §9 "printed with ... a reference number"): the current
 * payable (else the latest payment) with its lines named from the order-of-payment items. Without any payment
 * there is no order to show: `undefined` (never the fee list under no reference).
 */
export function buildOrderOfPayment(
  payments: readonly Payment[],
  items: readonly OrderOfPaymentItem[],
): OrderOfPayment | undefined {
  const payment = currentPayable(payments) ?? payments[payments.length - 1];
  if (!payment) return undefined;
  const byId = new Map(items.map((item) => [item.orderOfPaymentId, item]));
  const lines = groupLines(
    (payment.paymentDetailDtos ?? []).map((detail) => {
      const item = byId.get(detail.orderOfPaymentId);
      const name =
        detail.orderOfPaymentName ?? item?.orderOfPaymentName ?? String(detail.orderOfPaymentId);
      return {
        key: `${detail.orderOfPaymentId}-${name}`,
        name,
        amount: amountOf(detail.price ?? detail.total ?? item?.amount),
        quantity: 1,
      };
    }),
  );
  const linesTotal = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    referenceNumber: payment.refNum ?? payment.referenceNumber ?? '',
    lines,
    total: amountOf(payment.total) || linesTotal,
  };
}
