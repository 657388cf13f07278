import fc from 'fast-check';
import {
  BULK_CSV_COLUMNS,
  SP_EMPLOYEE_CSV_COLUMNS,
  validateBulkCsvRows,
  validateSpEmployeeCsvRows,
} from './csv-rows';
import { normalizeFormValues } from './normalize';
import { safeValidate } from './safe-validate';
import {
  healthCardApplicationSchema,
  ihcLandingFormSchema,
  paymentFormSchema,
  primaryDetailsSchema,
  recurringRequestSchema,
  spAddApplicantSchema,
  spFormSchema,
  spOubpasFormSchema,
  updateDetailsSchema,
} from './schemas';

const value = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.date({ noInvalidDate: false }),
  fc.object(),
);
const row = (columns: readonly string[]) =>
  fc.dictionary(fc.constantFrom(...columns, 'Extra'), value);

describe('property: validators never throw and every rejection has a message (intake §5, payment §5)', () => {
  it('bulk CSV rows', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(row(BULK_CSV_COLUMNS), value)), (rows) => {
        const result = validateBulkCsvRows(rows);
        for (const issue of result.issues) {
          expect(issue.columns.length).toBeGreaterThan(0);
          for (const c of issue.columns) expect(issue.messages[c]).toEqual(expect.any(String));
        }
        expect(result.issues.length > 0).toBe(result.message !== undefined);
      }),
      { numRuns: 200 },
    );
  });

  it('SP employee CSV rows', () => {
    fc.assert(
      fc.property(fc.array(row(SP_EMPLOYEE_CSV_COLUMNS)), (rows) => {
        const result = validateSpEmployeeCsvRows(rows);
        for (const issue of result.issues)
          for (const c of issue.columns) expect(issue.messages[c]).toMatch(/\S/);
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    ['health card', healthCardApplicationSchema],
    ['SP', spFormSchema],
    ['SP OUBPAS', spOubpasFormSchema],
    ['landing', ihcLandingFormSchema],
    ['update details', updateDetailsSchema],
    ['SP add applicant', spAddApplicantSchema],
    ['payment', paymentFormSchema],
    ['primary details', primaryDetailsSchema],
    ['recurring request', recurringRequestSchema],
  ] as const)('%s schema', (_name, schema) => {
    const keys = Object.keys(schema.fields);
    fc.assert(
      fc.property(fc.oneof(fc.dictionary(fc.constantFrom(...keys), value), value), (input) => {
        const result = safeValidate(schema, input);
        for (const message of Object.values(result.errors)) expect(message).toMatch(/\S/);
        expect(result.valid).toBe(Object.keys(result.errors).length === 0);
      }),
      { numRuns: 150 },
    );
  });

  it('normalizeFormValues leaves no blank strings', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), value), (input) => {
        for (const v of Object.values(normalizeFormValues(input))) {
          if (typeof v === 'string') expect(v.trim()).toBe(v);
          expect(v === '' || v === null || v === undefined).toBe(false);
        }
      }),
    );
  });
});
