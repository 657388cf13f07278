/** @qce/shared-kit/messages/static-pages: in the @qce/domain package (shared-kit/domain/src/messages/static-pages, ADR 018). */
export * from '@qce/domain/messages/static-pages';
