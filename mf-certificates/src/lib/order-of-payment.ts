import type { OrderOfPaymentItem, Payment } from '@qce/shared-kit/api';
import { currentPayable } from '@qce/shared-kit/domain';

export interface OrderLine {
  key: string;
  name: string;
  amount: number;
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
 * The order of payment to print (payment §2 Payment screen, §9): the current payable (else the latest payment)
 * with its lines named from the order-of-payment items; without any payment, the items themselves.
 */
export function buildOrderOfPayment(
  payments: readonly Payment[],
  items: readonly OrderOfPaymentItem[],
): OrderOfPayment {
  const payment = currentPayable(payments) ?? payments[payments.length - 1];
  const byId = new Map(items.map((item) => [item.orderOfPaymentId, item]));
  const lines: OrderLine[] = payment?.paymentDetailDtos?.length
    ? payment.paymentDetailDtos.map((detail, index) => {
        const item = byId.get(detail.orderOfPaymentId);
        return {
          key: `${detail.orderOfPaymentId}-${index}`,
          name:
            detail.orderOfPaymentName ??
            item?.orderOfPaymentName ??
            String(detail.orderOfPaymentId),
          amount: amountOf(detail.price ?? detail.total ?? item?.amount),
        };
      })
    : payment
      ? []
      : items.map((item) => ({
          key: String(item.orderOfPaymentId),
          name: item.orderOfPaymentName,
          amount: amountOf(item.amount),
        }));
  const linesTotal = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    referenceNumber: payment?.refNum ?? payment?.referenceNumber ?? '',
    lines,
    total: payment ? amountOf(payment.total) || linesTotal : linesTotal,
  };
}
