import { MESSAGES } from '../messages';
import {
  fileSizeError,
  MAX_UPLOAD_BYTES,
  requirementFileError,
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

describe('upload size limit (issue 12: client-side upload checks)', () => {
  const requirement = { requirementName: 'Valid Government ID' };

  it('accepts a file at the limit and refuses one byte over it with a clear message', () => {
    expect(fileSizeError(MAX_UPLOAD_BYTES)).toBeUndefined();
    expect(fileSizeError(MAX_UPLOAD_BYTES + 1)).toBe(
      'The file is too large. The maximum file size is 10 MB. Please choose a smaller file.',
    );
  });

  it('leaves an unknown size to the server', () => {
    expect(fileSizeError(undefined)).toBeUndefined();
    expect(fileSizeError('big')).toBeUndefined();
  });

  it('reports the type first (intake §5 accepted types), then the size', () => {
    expect(
      requirementFileError({ name: 'id.exe', size: MAX_UPLOAD_BYTES + 1 }, requirement),
    ).toMatch(/^File type not accepted/);
    expect(
      requirementFileError({ name: 'id.png', size: MAX_UPLOAD_BYTES + 1 }, requirement),
    ).toMatch(/too large/);
    expect(requirementFileError({ name: 'id.png', size: 1000 }, requirement)).toBeUndefined();
    expect(requirementFileError(null, requirement)).toMatch(/^File type not accepted/);
  });
});
