import * as yup from 'yup';
import { calendarDay, fileExtension, isAfterToday, normalizeCount } from '@qce/domain/rules';
import { MESSAGES } from '@qce/domain/messages';
import { PATTERNS } from './patterns';
import type { PatternName } from './patterns';

/**
 * Field builders shared by the schemas, so every form says the same thing for the same fault.
 * Required: '{label} is required. Value should not be empty.' (intake §5).
 */
const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Optional text; when present it must match the pattern. */
export function optionalText(label: string, pattern?: PatternName) {
  let schema = yup.string().trim();
  if (pattern) {
    schema = schema.test(
      'pattern',
      MESSAGES.validation.invalidFormat(label),
      (v) => isBlank(v) || PATTERNS[pattern].test(v ?? ''),
    );
  }
  return schema.optional();
}

/** Required text, optionally with a pattern. */
export function requiredText(label: string, pattern?: PatternName) {
  let schema = yup.string().trim().required(MESSAGES.validation.fieldRequired(label));
  if (pattern) {
    const message =
      pattern === 'email'
        ? MESSAGES.validation.invalidEmail
        : MESSAGES.validation.invalidFormat(label);
    schema = schema.test('pattern', message, (v) => isBlank(v) || PATTERNS[pattern].test(v ?? ''));
  }
  return schema;
}

/** A required dropdown value (id or text). */
export function requiredSelect(label: string) {
  return yup
    .mixed<string | number>()
    .test('required', MESSAGES.validation.fieldRequired(label), (v) => !isBlank(v));
}

/** A required date (string or Date) that cannot be later than today. */
export function requiredPastDate(label: string) {
  return yup
    .mixed<string | Date>()
    .test('required', MESSAGES.validation.fieldRequired(label), (v) => !isBlank(v))
    .test(
      'date',
      MESSAGES.validation.invalidDate(label),
      (v) => isBlank(v) || calendarDay(v) !== undefined,
    )
    .test(
      'not-future',
      MESSAGES.validation.futureDate(label),
      (v) => isBlank(v) || !isAfterToday(v, new Date()),
    );
}

/** A checkbox that must be ticked. */
export function mustBeChecked(message: string = MESSAGES.validation.mustAcceptTerms) {
  return yup.boolean().oneOf([true], message).required(message);
}

/**
 * A count: at least 0; negatives become 0 (intake §5 Sanitary permit form). Optional here: whether
 * a count is required depends on the application type, checked by the SP form schema.
 */
export function count(label: string) {
  return yup
    .number()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null || original === undefined
        ? undefined
        : Number.isNaN(value)
          ? value
          : normalizeCount(value),
    )
    .typeError(MESSAGES.validation.invalidFormat(label))
    .optional();
}

/** A required file (File, {name}, or a file name) with an accepted extension. */
export function requiredFile(label: string, types: readonly string[]) {
  const nameOf = (v: unknown): string | undefined => {
    if (typeof v === 'string') return v;
    if (v && typeof v === 'object' && 'name' in v && typeof v.name === 'string') return v.name;
    return undefined;
  };
  return yup
    .mixed<File | { name: string } | string>()
    .test(
      'required',
      MESSAGES.validation.fieldRequired(label),
      (v) => !isBlank(v) && nameOf(v) !== undefined,
    )
    .test('type', MESSAGES.upload.fileTypeNotAccepted(types), (v) => {
      if (isBlank(v)) return true;
      const ext = fileExtension(nameOf(v));
      return types.includes(ext);
    });
}
