import { MESSAGES } from '../messages';
import { validateBulkCsvRows, validateSpEmployeeCsvRows } from './csv-rows';

const good = {
  Email: 'ana@x.ph',
  'First Name': 'Ana',
  'Last Name': 'Cruz',
  'Date of Birth': '1/2/1990',
  Gender: 'Female',
  Occupation: 'Food Handler',
  Nationality: 'Filipino',
  City: 'Quezon City',
};

describe('bulk health card CSV rows (intake §5 Bulk health card CSV)', () => {
  it('accepts complete rows', () => {
    expect(validateBulkCsvRows([good, good])).toEqual({ issues: [] });
  });
  it('reports rows with a missing or pattern-failing column by row number and column names', () => {
    const result = validateBulkCsvRows([
      good,
      { ...good, Email: '', Gender: 'F3', City: 'Q.C.' },
      { ...good, 'Date of Birth': '1990-02-01' },
    ]);
    expect(result.issues.map(({ row, columns }) => ({ row, columns }))).toEqual([
      { row: 3, columns: ['Email', 'Gender', 'City'] },
      { row: 4, columns: ['Date of Birth'] },
    ]);
    expect(result.issues[0]?.messages).toEqual({
      Email: MESSAGES.validation.fieldRequired('Email'),
      Gender: MESSAGES.validation.invalidFormat('Gender'),
      City: MESSAGES.validation.invalidFormat('City'),
    });
    expect(result.message).toBe(
      'File not uploaded. Found 2 records with incomplete details. Please check them below',
    );
  });
  it('checks Occupation alphanumeric and Nationality letters with space', () => {
    expect(
      validateBulkCsvRows([{ ...good, Occupation: 'Cook/Chef', Nationality: 'Filipino1' }])
        .issues[0]?.columns,
    ).toEqual(['Occupation', 'Nationality']);
  });
  it('rejects a future date of birth', () => {
    expect(
      validateBulkCsvRows([{ ...good, 'Date of Birth': '1/1/2999' }]).issues[0]?.messages,
    ).toEqual({
      'Date of Birth': MESSAGES.validation.futureDate('Date of Birth'),
    });
  });
  it('handles malformed input without throwing', () => {
    expect(validateBulkCsvRows(undefined)).toEqual({ issues: [] });
    expect(validateBulkCsvRows([null, 'x'])?.issues).toHaveLength(2);
  });
});

describe('SP employee CSV rows (intake §5 SP employee CSV)', () => {
  it('requires Employee Email, First Name, Last Name, Date of Birth', () => {
    const result = validateSpEmployeeCsvRows([
      {
        'Employee Email': 'a@b.ph',
        'First Name': 'A',
        'Last Name': 'B',
        'Date of Birth': '12/31/1990',
      },
      {},
    ]);
    expect(result.issues).toEqual([
      {
        row: 3,
        columns: ['Employee Email', 'First Name', 'Last Name', 'Date of Birth'],
        messages: {
          'Employee Email': MESSAGES.validation.fieldRequired('Employee Email'),
          'First Name': MESSAGES.validation.fieldRequired('First Name'),
          'Last Name': MESSAGES.validation.fieldRequired('Last Name'),
          'Date of Birth': MESSAGES.validation.fieldRequired('Date of Birth'),
        },
      },
    ]);
    expect(result.message).toBe(MESSAGES.bulk.fileNotUploadedIncomplete(1));
  });
});
