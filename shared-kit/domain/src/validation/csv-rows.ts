import * as yup from 'yup';
import { calendarDay, isAfterToday } from '@qce/domain/rules';
import { MESSAGES } from '@qce/domain/messages';
import { PATTERNS } from './patterns';
import type { PatternName } from './patterns';
import { safeValidate } from './safe-validate';

/**
 * CSV rows (intake §5 Bulk health card CSV, SP employee CSV). A row fails on a missing or
 * pattern-failing column; failures are reported by row number and column names. Row numbers are
 * spreadsheet rows: the header is row 1, so the first data row is row 2.
 */
const column = (name: string, pattern?: PatternName) => {
  let schema = yup
    .mixed<string>()
    .test(
      'required',
      MESSAGES.validation.fieldRequired(name),
      (v) => typeof v === 'string' && v.trim() !== '',
    );
  if (pattern) {
    schema = schema.test(
      'pattern',
      pattern === 'email'
        ? MESSAGES.validation.invalidEmail
        : MESSAGES.validation.invalidFormat(name),
      (v) => typeof v !== 'string' || v.trim() === '' || PATTERNS[pattern].test(v.trim()),
    );
  }
  return schema;
};

const dateColumn = (name: string) =>
  column(name, 'date')
    .test(
      'date',
      MESSAGES.validation.invalidDate(name),
      (v) =>
        typeof v !== 'string' ||
        !PATTERNS.date.test(v.trim()) ||
        calendarDay(v.trim()) !== undefined,
    )
    .test(
      'not-future',
      MESSAGES.validation.futureDate(name),
      (v) => typeof v !== 'string' || !isAfterToday(v.trim(), new Date()),
    );

/** Bulk health card row: Email, First Name, Last Name, Date of Birth, Gender (letters), Occupation
 * (alphanumeric), Nationality and City (letters with space). */
export const BULK_CSV_COLUMNS = [
  'Email',
  'First Name',
  'Last Name',
  'Date of Birth',
  'Gender',
  'Occupation',
  'Nationality',
  'City',
] as const;

export const bulkCsvRowSchema = yup.object({
  Email: column('Email', 'email'),
  'First Name': column('First Name', 'name'),
  'Last Name': column('Last Name', 'name'),
  'Date of Birth': dateColumn('Date of Birth'),
  Gender: column('Gender', 'lettersOnly'),
  Occupation: column('Occupation', 'alphanumericWithSpaceHyphenPeriod'),
  Nationality: column('Nationality', 'lettersWithSpace'),
  City: column('City', 'lettersWithSpace'),
});

/** SP employee row: Employee Email, First Name, Last Name, Date of Birth. */
export const SP_EMPLOYEE_CSV_COLUMNS = [
  'Employee Email',
  'First Name',
  'Last Name',
  'Date of Birth',
] as const;

export const spEmployeeCsvRowSchema = yup.object({
  'Employee Email': column('Employee Email', 'email'),
  'First Name': column('First Name', 'name'),
  'Last Name': column('Last Name', 'name'),
  'Date of Birth': dateColumn('Date of Birth'),
});

export interface CsvRowIssue {
  /** Spreadsheet row number (header = 1). */
  row: number;
  /** Failing column names, in column order. */
  columns: string[];
  /** Column name -> message. */
  messages: Record<string, string>;
}

export interface CsvValidationResult {
  issues: CsvRowIssue[];
  /** 'File not uploaded. Found N records with incomplete details. Please check them below' when any. */
  message?: string;
}

function validateRows(
  rows: unknown,
  schema: typeof bulkCsvRowSchema | typeof spEmployeeCsvRowSchema,
  columns: readonly string[],
): CsvValidationResult {
  const list: unknown[] = Array.isArray(rows) ? rows : [];
  const issues: CsvRowIssue[] = [];
  list.forEach((raw, index) => {
    const row =
      raw !== null && typeof raw === 'object' && Object.getPrototypeOf(raw) === Object.prototype
        ? raw
        : {};
    const { valid, errors } = safeValidate(schema, row);
    if (valid) return;
    const named = columns.filter((c) => c in errors);
    const failing = named.length > 0 ? named : [...columns];
    const messages: Record<string, string> = {};
    for (const c of failing)
      messages[c] = errors[c] ?? errors[''] ?? MESSAGES.validation.fieldRequired(c);
    issues.push({ row: index + 2, columns: failing, messages });
  });
  return issues.length > 0
    ? { issues, message: MESSAGES.bulk.fileNotUploadedIncomplete(issues.length) }
    : { issues };
}

export function validateBulkCsvRows(rows: unknown): CsvValidationResult {
  return validateRows(rows, bulkCsvRowSchema, BULK_CSV_COLUMNS);
}

export function validateSpEmployeeCsvRows(rows: unknown): CsvValidationResult {
  return validateRows(rows, spEmployeeCsvRowSchema, SP_EMPLOYEE_CSV_COLUMNS);
}
