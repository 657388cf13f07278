import type { RecurringLabType } from './recurring-eligibility';

/** The part of an order-of-payment item the rule reads (payment-certificates spec §3). */
export interface RecurringOrderItemInput {
  orderOfPaymentId: number;
  orderOfPaymentName?: string | null;
  amount?: number | null;
}

/**
 * payment §9 Business constants: the recurring order item is chosen by name, containing VD (social
 * hygiene, SHL) or Microbiological (water analysis, WAL). 'VD' is matched as written (upper case, so
 * words such as "advance" do not match); 'Microbiological' in any case. The first match wins.
 */
export function recurringOrderItem<T extends RecurringOrderItemInput>(
  items: readonly T[] | null | undefined,
  labType: RecurringLabType,
): T | undefined {
  if (!Array.isArray(items)) return undefined;
  const matches = (name: string): boolean =>
    labType === 'SHL' ? name.includes('VD') : name.toLowerCase().includes('microbiological');
  return items.find(
    (item) => typeof item?.orderOfPaymentName === 'string' && matches(item.orderOfPaymentName),
  );
}

/** The recurring payment request (payment §3 Recurring payment request, §7 POST recurring payments). */
export interface RecurringPaymentRequestShape {
  applicationId: string;
  peso: boolean;
  officialReceiptNumber?: string;
  detailRequestDtos: {
    orderOfPaymentId: number;
    price: number;
    laboratory: boolean;
    socialHygiene: boolean;
    waterAnalysis: boolean;
  }[];
}

/**
 * Builds the recurring payment request (payment §3, §9): the chosen item with its price, flagged as a
 * laboratory item of the lab type (socialHygiene for SHL, waterAnalysis for WAL); peso always false.
 */
export function buildRecurringPaymentRequest(input: {
  applicationId: string;
  officialReceiptNumber?: string | null;
  item: RecurringOrderItemInput;
  labType: RecurringLabType;
}): RecurringPaymentRequestShape {
  const receipt = input.officialReceiptNumber?.trim();
  return {
    applicationId: input.applicationId,
    peso: false,
    ...(receipt ? { officialReceiptNumber: receipt } : {}),
    detailRequestDtos: [
      {
        orderOfPaymentId: input.item.orderOfPaymentId,
        price: typeof input.item.amount === 'number' ? input.item.amount : 0,
        laboratory: true,
        socialHygiene: input.labType === 'SHL',
        waterAnalysis: input.labType === 'WAL',
      },
    ],
  };
}
