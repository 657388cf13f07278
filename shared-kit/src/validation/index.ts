/**
 * @qce/shared-kit/validation: field patterns, normalisation, yup schemas, CSV rows. They live in the
 * @qce/domain package (shared-kit/domain/src/validation, ADR 018); this entry ships them with the kit.
 */
export * from '@qce/domain/validation';
