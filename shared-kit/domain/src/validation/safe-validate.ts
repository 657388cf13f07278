import { ValidationError } from 'yup';
import type { AnyObject, ObjectSchema } from 'yup';

/**
 * Validate without throwing: every failing path with its first message. Use this outside formik
 * (CSV rows, mock-api, tests).
 */
export interface SafeValidationResult {
  valid: boolean;
  errors: Record<string, string>;
}

export function safeValidate(
  schema: ObjectSchema<AnyObject>,
  values: unknown,
  context?: AnyObject,
): SafeValidationResult {
  try {
    schema.validateSync(values ?? {}, { abortEarly: false, context });
    return { valid: true, errors: {} };
  } catch (error) {
    const errors: Record<string, string> = {};
    if (error instanceof ValidationError) {
      const inner = error.inner.length > 0 ? error.inner : [error];
      for (const item of inner) {
        const path = item.path ?? '';
        if (!(path in errors)) errors[path] = item.message || 'Invalid value.';
      }
    } else {
      errors[''] = 'Invalid value.';
    }
    return { valid: false, errors };
  }
}
