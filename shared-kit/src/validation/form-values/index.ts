// The light part of the validation entry: what the kit's form wrapper needs on every page, without
// yup or the schemas (a form loads its schema when it first validates; ADR 007). In @qce/domain (ADR 018).
export * from '@qce/domain/validation/form-values';
