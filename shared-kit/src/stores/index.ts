export type * from './types';
export { useLoaderStore, selectIsLoading } from './loader-store';
export type { LoaderState } from './loader-store';
export { useUserStore } from './user-store';
export type { UserState } from './user-store';
export { useLandingStore, PRODUCT_PERMIT_ID } from './landing-store';
export type { LandingState } from './landing-store';
export { useBreadcrumbsStore } from './breadcrumbs-store';
export type { BreadcrumbsState } from './breadcrumbs-store';
export { useApplicationStore } from './application-store';
export type { ApplicationState } from './application-store';
export { usePaymentStore } from './payment-store';
export type { PaymentState } from './payment-store';
export { useQuizStore } from './quiz-store';
export type { QuizState } from './quiz-store';
export { useCommonStore } from './common-store';
export type { CommonState } from './common-store';
export { useAuditLogsStore } from './audit-logs-store';
export type { AuditLogsState } from './audit-logs-store';
export { usePermitStore } from './permit-store';
export type { PermitState } from './permit-store';
export { useIndustryStore } from './industry-store';
export type { IndustryState } from './industry-store';
export {
  usePaginationStore,
  selectRowsPerPage,
  PAGE_SIZE_OPTIONS,
  DEFAULT_PAGE_SIZE,
} from './pagination-store';
export type { PaginationState } from './pagination-store';
