/** @qce/shared-kit/messages/landing-cards: in the @qce/domain package (shared-kit/domain/src/messages/landing-cards, ADR 018). */
export * from '@qce/domain/messages/landing-cards';
