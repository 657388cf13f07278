import { bulkCsvFileError } from '@qce/shared-kit/domain';
import { MESSAGES } from '@qce/shared-kit/messages';
import { BULK_CSV_COLUMNS, validateBulkCsvRows } from '@qce/shared-kit/validation';
import type { CsvRowIssue } from '@qce/shared-kit/validation';
import { decodeRoster, parseRosterText } from './roster-parse';
import type { RosterBatch, RosterParseSummary } from './roster-parse';

/**
 * The bulk health card roster check (intake §5 Bulk health card CSV): the CSV-only rule, decoding,
 * chunked parsing and the kit's `validateBulkCsvRows`, batch by batch. Never throws: every failure
 * is an outcome the page can show.
 */
export type RosterCheckOutcome =
  /** Not a .csv name: 'Please upload a CSV file'. */
  | { kind: 'not-csv'; message: string }
  /** Binary or unreadable content (e.g. a spreadsheet renamed .csv), unterminated quotes. */
  | { kind: 'parse-failure'; reason: string }
  /** No header, or a header without any applicant row. */
  | { kind: 'empty'; headerOnly: boolean }
  | {
      kind: 'invalid';
      totalRows: number;
      issues: CsvRowIssue[];
      /** Required columns absent from the header row. */
      missingColumns: string[];
      /** 'File not uploaded. Found N records with incomplete details. Please check them below' */
      message: string;
    }
  /** `csv`: the checked text (UTF-8, no BOM, LF line endings), which is what gets uploaded. */
  | { kind: 'valid'; totalRows: number; csv: string };

export interface RosterProgress {
  rowsChecked: number;
  bytesParsed: number;
  totalBytes: number;
}

export { decodeRoster };

/** Validates batches as they come and turns the parse summary into the outcome. */
export function createRosterValidation() {
  const issues: CsvRowIssue[] = [];
  let checked = 0;
  return {
    get checked() {
      return checked;
    },
    add(batch: RosterBatch): void {
      checked += batch.rows.length;
      if (batch.rows.length === 0) return;
      for (const issue of validateBulkCsvRows(batch.rows).issues) {
        issues.push({ ...issue, row: batch.numbers[issue.row - 2] ?? issue.row });
      }
    },
    finish(summary: RosterParseSummary): RosterCheckOutcome {
      if (summary.fatal) return { kind: 'parse-failure', reason: summary.fatal };
      if (summary.header.length === 0) return { kind: 'empty', headerOnly: false };
      if (summary.totalRows === 0) return { kind: 'empty', headerOnly: true };
      const missingColumns = BULK_CSV_COLUMNS.filter((c) => !summary.header.includes(c));
      if (issues.length === 0 && missingColumns.length === 0)
        return { kind: 'valid', totalRows: summary.totalRows, csv: summary.csv };
      return {
        kind: 'invalid',
        totalRows: summary.totalRows,
        issues,
        missingColumns,
        message: MESSAGES.bulk.fileNotUploadedIncomplete(issues.length),
      };
    },
  };
}

/** Checks the roster text synchronously; `onProgress` is called after every batch. */
export function checkRosterText(
  text: string,
  onProgress?: (progress: RosterProgress) => void,
): RosterCheckOutcome {
  const validation = createRosterValidation();
  const summary = parseRosterText(text, BULK_CSV_COLUMNS, (batch, progress) => {
    validation.add(batch);
    onProgress?.({
      rowsChecked: validation.checked,
      bytesParsed: progress.bytesParsed,
      totalBytes: progress.totalBytes,
    });
  });
  return validation.finish(summary);
}

/** The whole check of a chosen file, inline. */
export function checkRosterBytes(
  fileName: string,
  buffer: ArrayBuffer,
  onProgress?: (progress: RosterProgress) => void,
): RosterCheckOutcome {
  const notCsv = bulkCsvFileError(fileName);
  if (notCsv) return { kind: 'not-csv', message: notCsv };
  const decoded = decodeRoster(buffer);
  if ('error' in decoded) return { kind: 'parse-failure', reason: decoded.error };
  try {
    return checkRosterText(decoded.text, onProgress);
  } catch (error) {
    return { kind: 'parse-failure', reason: String(error) };
  }
}
