import type { PermitId } from './common';

export interface OrderOfPaymentItem {
  orderOfPaymentId: number;
  parentId?: number | null;
  orderOfPaymentDesc?: string;
  orderOfPaymentName: string;
  order?: number;
  amount: number;
}

export interface OrderOfPaymentItemsQuery {
  permitId: PermitId;
}
