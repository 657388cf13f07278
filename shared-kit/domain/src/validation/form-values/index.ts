// The light part of the validation entry: what the kit's form wrapper needs on every page, without
// yup or the schemas (a form loads its schema when it first validates; ADR 007).
export { normalizeFormValues } from '../normalize';
export type { NormalizedValues } from '../normalize';
