export type * from './types';
export { useUserStore } from './user-store';
export type { UserState } from './user-store';
export { useLandingStore, PRODUCT_PERMIT_ID } from './landing-store';
export type { LandingState } from './landing-store';
export { usePaymentStore } from './payment-store';
export type { PaymentState } from './payment-store';
export { useQuizStore } from './quiz-store';
export type { QuizState } from './quiz-store';
