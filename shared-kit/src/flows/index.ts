/** @qce/shared-kit/flows: pages several tracks use (payment, payment validation, head approval, review). See README.md. */
export { OrderOfPaymentPage } from './payment/order-of-payment-page';
export type { OrderOfPaymentPageProps } from './payment/order-of-payment-page';
export { PaymentValidationPage } from './payment/payment-validation-page';
export type {
  PaymentValidationPageProps,
  PaymentFormValues,
} from './payment/payment-validation-page';
export { BulkPartPaymentInfo } from './payment/bulk-part-payment-info';
export type { BulkPartPaymentInfoProps } from './payment/bulk-part-payment-info';
export {
  PerApplicantAmountsDialog,
  APP_PAYMENTS_PAGE_KEY,
  BULK_PRINT_LIMIT,
} from './payment/per-applicant-amounts-dialog';
export type { PerApplicantAmountsDialogProps } from './payment/per-applicant-amounts-dialog';
export { printTempHref } from './payment/payment-data';
export type { PaymentAppType, PaymentClassification, PaymentUser } from './payment/types';
export { HeadApprovalPanel } from './head-approval/head-approval-panel';
export type { HeadApprovalPanelProps } from './head-approval/head-approval-panel';
export { ReviewStatus } from './review/review-status';
export type { ReviewStatusProps, ReviewVariant } from './review/review-status';
