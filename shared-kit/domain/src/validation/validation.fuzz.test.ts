import fc from 'fast-check';
import {
  ECS_MAX_LENGTH,
  ECS_MAX_PARTS,
  ECS_MIN_PARTS,
  ECS_PART_MAX_LENGTH,
  parseEcsQuery,
  parseEcsValue,
} from '../rules/ecs-parser';
import {
  BULK_CSV_COLUMNS,
  SP_EMPLOYEE_CSV_COLUMNS,
  validateBulkCsvRows,
  validateSpEmployeeCsvRows,
} from './csv-rows';
import { safeValidate } from './safe-validate';
import {
  bulkRepresentativeSchema,
  companyInfoSchema,
  occupationalPermitSchema,
  personalInfoSchema,
  spLandingFormSchema,
} from './schemas';

/**
 * Fuzz (issue 12 item 4): thousands of generated inputs a run over the `ecs` parser (payment §2/§8), the CSV
 * validators (intake §5) and the schemas the older property test does not cover. No input throws; every
 * rejection carries a reason or a non-blank message. Complements validation.property.test.ts.
 */
// A new seed every run (fast-check's default), so what each run covers adds up over the CI history;
// 500 keeps the suite near 3 s (13,000 inputs a run took 11 s, a tenth of the jest run's slowest files).
const RUNS = 500;

// Strings that look like what a user or an attacker would send: markup, quotes, escapes, unicode, long runs.
const nasty = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '%E0%A4%A',
    '=cmd|/c calc!A1',
    '\u0000\u202e\ud800',
    'Ñoño Dela Cruz',
    '   ',
    '1990-02-30',
    '9'.repeat(400),
  ),
);
const value = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.date({ noInvalidDate: false }),
  fc.array(nasty, { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);
const ecsPart = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9 .\-/'#:]{1,20}$/),
  nasty,
  fc.string({ minLength: ECS_PART_MAX_LENGTH, maxLength: ECS_PART_MAX_LENGTH + 5 }),
);

describe('fuzz: ecs parser (payment §2, §8)', () => {
  it('never throws; accepts only well-formed values, rejects everything else with a reason', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(ecsPart, { maxLength: ECS_MAX_PARTS + 2 }).map((parts) => parts.join(',')),
          nasty,
          fc.string({ maxLength: ECS_MAX_LENGTH + 50 }),
          fc.constant(null),
          fc.constant(undefined),
        ),
        (raw) => {
          const result = parseEcsValue(raw);
          if (result.ok) {
            expect(raw?.length ?? 0).toBeLessThanOrEqual(ECS_MAX_LENGTH);
            expect(result.parts.length).toBeGreaterThanOrEqual(ECS_MIN_PARTS);
            expect(result.parts.length).toBeLessThanOrEqual(ECS_MAX_PARTS);
            for (const part of result.parts) {
              expect(part).toBe(part.trim());
              expect(part.length).toBeGreaterThan(0);
              expect(part.length).toBeLessThanOrEqual(ECS_PART_MAX_LENGTH);
              expect(part).not.toMatch(/[<>"%=?()]/);
              expect([...part].every((c) => c.charCodeAt(0) >= 0x20)).toBe(true);
            }
          } else {
            expect(result.reason).toMatch(/\S/);
          }
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  it('query strings: never throws, a repeated ecs is always refused', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('ecs', 'x', 'ECS'), nasty)), (pairs) => {
        const query = pairs.map(([k, v]) => `${k}=${v}`).join('&');
        let result = parseEcsQuery(`?${query}`);
        expect(typeof result.ok).toBe('boolean');
        const params = new URLSearchParams();
        for (const [k, v] of pairs) params.append(k, v);
        result = parseEcsQuery(params);
        if (params.getAll('ecs').length > 1)
          expect(result).toEqual({ ok: false, reason: 'repeated' });
      }),
      { numRuns: RUNS },
    );
  });
});

const row = (columns: readonly string[]) => fc.dictionary(fc.constantFrom(...columns), value);

describe('fuzz: CSV validators (intake §5 bulk roster, SP employees)', () => {
  it.each([
    ['bulk', BULK_CSV_COLUMNS, validateBulkCsvRows],
    ['SP employees', SP_EMPLOYEE_CSV_COLUMNS, validateSpEmployeeCsvRows],
  ] as const)('%s: never throws, every flagged cell has a message', (_name, columns, validate) => {
    fc.assert(
      fc.property(fc.oneof(fc.array(row(columns), { maxLength: 8 }), value), (rows) => {
        const result = validate(rows);
        for (const issue of result.issues) {
          expect(issue.columns.length).toBeGreaterThan(0);
          for (const column of issue.columns) expect(issue.messages[column]).toMatch(/\S/);
        }
        if (result.issues.length > 0) expect(result.message).toMatch(/\S/);
      }),
      { numRuns: RUNS / 2 },
    );
  });
});

describe('fuzz: form schemas not covered by the property test', () => {
  it.each([
    ['bulk representative', bulkRepresentativeSchema],
    ['personal info', personalInfoSchema],
    ['company info', companyInfoSchema],
    ['occupational permit', occupationalPermitSchema],
    ['SP landing', spLandingFormSchema],
  ] as const)('%s: never throws, every rejection has a message', (_name, schema) => {
    const keys = Object.keys(schema.fields);
    fc.assert(
      fc.property(fc.oneof(fc.dictionary(fc.constantFrom(...keys), value), value), (input) => {
        const result = safeValidate(schema, input);
        for (const message of Object.values(result.errors)) expect(message).toMatch(/\S/);
        expect(result.valid).toBe(Object.keys(result.errors).length === 0);
      }),
      { numRuns: RUNS / 2 },
    );
  });
});
