import Papa from 'papaparse';
import { bulkCsvFileError } from '@qce/shared-kit/domain';
import { MESSAGES } from '@qce/shared-kit/messages';
import { BULK_CSV_COLUMNS, validateBulkCsvRows } from '@qce/shared-kit/validation';
import type { CsvRowIssue } from '@qce/shared-kit/validation';

/**
 * The bulk health card roster check (intake §5 Bulk health card CSV), framework-free so it runs
 * the same inside the web worker and, synchronously, in jest: decode the bytes, parse them with
 * papaparse in chunks, validate each chunk with the kit's `validateBulkCsvRows`.
 * Never throws: every failure is an outcome the page can show.
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

/** Characters per papaparse chunk: small enough that progress moves on a 10,000-row file. */
export const ROSTER_CHUNK_SIZE = 64 * 1024;

const CANONICAL = new Map<string, string>(BULK_CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));

/** Header cells are matched without case or surrounding spaces (the server does the same). */
export function canonicalHeader(header: string): string {
  const clean = header.replace(/^\uFEFF/, '').trim();
  return CANONICAL.get(clean.replace(/\s+/g, ' ').toLowerCase()) ?? clean;
}

function hasBom(bytes: Uint8Array, ...bom: number[]): boolean {
  return bom.every((b, i) => bytes[i] === b);
}

/**
 * Bytes to text: UTF-8 (BOM or not), UTF-16 with a BOM (Excel's "Unicode text"), else Windows-1252
 * (an older Excel export: 'Muñoz' stays 'Muñoz'). NUL bytes left after that mean binary content.
 */
export function decodeRoster(buffer: ArrayBuffer): { text: string } | { error: string } {
  const bytes = new Uint8Array(buffer);
  let text: string;
  try {
    if (hasBom(bytes, 0xff, 0xfe)) text = new TextDecoder('utf-16le').decode(bytes);
    else if (hasBom(bytes, 0xfe, 0xff)) text = new TextDecoder('utf-16be').decode(bytes);
    else {
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        text = new TextDecoder('windows-1252').decode(bytes);
      }
    }
  } catch (error) {
    return { error: `undecodable: ${String(error)}` };
  }
  text = text.replace(/^\uFEFF/, '');
  if (text.slice(0, 8192).includes('\u0000')) return { error: 'binary content' };
  return { text };
}

type Row = Record<string, string | undefined>;

const isBlank = (row: Row): boolean =>
  Object.values(row).every((v) => v === undefined || (typeof v === 'string' && v.trim() === ''));

/** Checks the roster text; `onProgress` is called after every chunk. */
export function checkRosterText(
  text: string,
  onProgress?: (progress: RosterProgress) => void,
): RosterCheckOutcome {
  const issues: CsvRowIssue[] = [];
  let fields: string[] | undefined;
  let recordIndex = 0;
  let totalRows = 0;
  let fatal: string | undefined;

  // One newline style, so papaparse's guess from the first line holds for a file of mixed endings.
  const normalized = text.replace(/\r\n?/g, '\n');
  Papa.parse<Row>(normalized, {
    header: true,
    newline: '\n',
    skipEmptyLines: false,
    chunkSize: ROSTER_CHUNK_SIZE,
    transformHeader: canonicalHeader,
    transform: (value) => value.trim(),
    chunk: (results: Papa.ParseResult<Row>, parser: Papa.Parser) => {
      fields ??= results.meta.fields;
      const quoteError = results.errors.find((e) => e.code === 'MissingQuotes');
      if (quoteError) {
        fatal = `unterminated quotes near row ${(quoteError.row ?? 0) + 2}`;
        parser.abort();
        return;
      }
      // Rows are numbered as a spreadsheet shows them: header row 1, blank rows counted.
      const offset = recordIndex;
      const kept: Row[] = [];
      const numbers: number[] = [];
      results.data.forEach((row, i) => {
        if (isBlank(row)) return;
        kept.push(row);
        numbers.push(offset + i + 2);
      });
      recordIndex += results.data.length;
      totalRows += kept.length;
      for (const issue of validateBulkCsvRows(kept).issues) {
        issues.push({ ...issue, row: numbers[issue.row - 2] ?? issue.row });
      }
      onProgress?.({
        rowsChecked: totalRows,
        bytesParsed: Math.min(results.meta.cursor, normalized.length),
        totalBytes: normalized.length,
      });
    },
    // String input with `chunk` runs synchronously, chunk after chunk; nothing is left for `complete`.
    complete: () => undefined,
  });

  if (fatal) return { kind: 'parse-failure', reason: fatal };
  const header = (fields ?? []).filter((f) => f !== '');
  if (header.length === 0) return { kind: 'empty', headerOnly: false };
  if (totalRows === 0) return { kind: 'empty', headerOnly: true };
  const missingColumns = BULK_CSV_COLUMNS.filter((c) => !header.includes(c));
  if (issues.length === 0 && missingColumns.length === 0)
    return { kind: 'valid', totalRows, csv: normalized };
  return {
    kind: 'invalid',
    totalRows,
    issues,
    missingColumns,
    message: MESSAGES.bulk.fileNotUploadedIncomplete(issues.length),
  };
}

/** The whole check of a chosen file: the CSV-only rule, decoding, parsing and validation. */
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
