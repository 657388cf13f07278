import { MESSAGES } from '../messages';
import {
  acceptAttribute,
  acceptedFileTypes,
  bulkCsvFileError,
  fileExtension,
  isFileTypeAccepted,
  requirementFileTypeError,
} from './accepted-file-types';

describe('accepted file types (intake §5 Requirement upload rules, §9)', () => {
  it('accepts png, jpeg, jpg, pdf', () => {
    expect(acceptedFileTypes({ requirementName: 'Chest X-Ray' })).toEqual([
      'png',
      'jpeg',
      'jpg',
      'pdf',
    ]);
    expect(
      requirementFileTypeError('scan.PDF', { requirementName: 'Chest X-Ray' }),
    ).toBeUndefined();
  });
  it('also accepts csv, xls, xlsx for health certificate requirements', () => {
    expect(acceptedFileTypes({ requirementName: 'Employees Health Certificate' })).toEqual([
      'png',
      'jpeg',
      'jpg',
      'pdf',
      'csv',
      'xls',
      'xlsx',
    ]);
    expect(
      requirementFileTypeError('list.xlsx', { requirementName: 'Health Certificate' }),
    ).toBeUndefined();
  });
  it("rejects other types with 'File type not accepted. Accepted File Types are: ...'", () => {
    expect(requirementFileTypeError('list.xlsx', { requirementName: 'Chest X-Ray' })).toBe(
      MESSAGES.upload.fileTypeNotAccepted(['png', 'jpeg', 'jpg', 'pdf']),
    );
    expect(requirementFileTypeError(undefined, null)).toBe(
      MESSAGES.upload.fileTypeNotAccepted(['png', 'jpeg', 'jpg', 'pdf']),
    );
  });
  it("checks a bulk CSV ('Please upload a CSV file', intake §5 Bulk health card CSV)", () => {
    expect(bulkCsvFileError('a.csv')).toBeUndefined();
    expect(bulkCsvFileError('a.xlsx')).toBe(MESSAGES.bulk.csvRequired);
  });
  it('reads extensions safely', () => {
    expect(fileExtension('a.b.JPG')).toBe('jpg');
    expect(fileExtension('noext')).toBe('');
    expect(fileExtension(3)).toBe('');
    expect(isFileTypeAccepted('x.', ['png'])).toBe(false);
    expect(acceptAttribute(['png', 'pdf'])).toBe('.png,.pdf');
  });
});
