export type PaymentType = 'ONLINE' | 'MANUAL';

export interface PaymentDetailDto {
  orderOfPaymentId: number;
  price?: number;
  total?: number;
  orderOfPaymentName?: string;
}

/** Payment (payment §3). The server uses `referenceNumber` or `refNum`. */
export interface Payment {
  referenceNumber?: string;
  refNum?: string;
  status: string;
  total: number;
  paymentDate?: string;
  paymentDetailDtos?: PaymentDetailDto[];
  officialReceiptNumber?: string;
  paymentReceipt?: string;
  imageId?: string;
  paymentType?: PaymentType;
}

/** Payment list entry as displayed. */
export interface PaymentListEntry {
  refNum: string;
  status: string;
  total: number;
  details: Array<{ name: string; amount: number; class?: string }>;
}

/** GET payments: of one application, or the bulk-level order of a bulk application (applicationId null). */
export type PaymentsQuery = { applicationId: string } | { bulkApplicationId: string };

/** Per-applicant payment of a bulk application. */
export interface BulkPaymentDetail {
  firstName: string;
  middleName?: string;
  lastName: string;
  birthDate?: string;
  referenceNumber: string;
  total: number;
}

export interface BulkPaymentsQuery {
  bulkApplicationId: string;
  page?: number;
  /** Up to 1000 for print. */
  limit?: number;
}

/** GET bulk payments: `{ data: BulkPaymentsPage }`. */
export interface BulkPaymentsPage {
  detailResponseDtos: BulkPaymentDetail[];
  totalCount: number;
}

export interface SubmitPaymentRequest {
  /** bulk class only */
  bulkApplicationId?: string;
  applicationId: string;
  userId: string;
  paymentDate: string;
  officialReceiptNumber: string;
  referenceNumber: string;
  imageId: string;
}

export interface PaymentValidateRequest {
  applicationId: string;
  officialReceiptNumber: string;
}

export interface OnlinePaymentRequest {
  userId: string;
  refNum: string;
  total: number;
  username: string;
  billNumber: string;
}

export interface OnlinePaymentResponse {
  epaymentUrl: string;
}
