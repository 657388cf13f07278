export interface RecurringPaymentDetailRequest {
  orderOfPaymentId: number;
  price: number;
  laboratory: boolean;
  socialHygiene: boolean;
  waterAnalysis: boolean;
}

export interface RecurringPaymentRequest {
  applicationId: string;
  peso: boolean;
  officialReceiptNumber?: string;
  detailRequestDtos: RecurringPaymentDetailRequest[];
}
