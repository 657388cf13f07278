/** @qce/shared-kit/messages/static-page-html: in the @qce/domain package (shared-kit/domain/src/messages/static-page-html, ADR 018). */
export * from '@qce/domain/messages/static-page-html';
