/**
 * @qce/shared-kit/messages: the portal's texts. They live in the @qce/domain package
 * (shared-kit/domain/src/messages, ADR 018), which the mock backend uses too.
 */
export * from '@qce/domain/messages';
