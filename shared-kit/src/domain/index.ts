/**
 * @qce/shared-kit/domain: the spec rules, shared with the kit's version (ADR 013). The rules themselves
 * live in the @qce/domain package (shared-kit/domain/src/rules, ADR 018), which the mock backend uses too.
 */
export * from '@qce/domain/rules';
