import Papa from 'papaparse';

/**
 * Decoding and chunked parsing of a bulk roster (intake §5 Bulk health card CSV). Framework- and
 * kit-free on purpose: this is all the web worker imports (kit modules are federation-shared and
 * cannot load inside a worker), so the worker bundle is papaparse plus this file.
 */
export type Row = Record<string, string | undefined>;

/** Applicant rows with their spreadsheet row numbers (header row 1, blank rows counted). */
export interface RosterBatch {
  rows: Row[];
  numbers: number[];
}

export interface ParseProgress {
  rowsRead: number;
  bytesParsed: number;
  totalBytes: number;
}

export interface RosterParseSummary {
  /** Unterminated quotes: the rest of the file would be one field. */
  fatal?: string;
  /** Header cells (canonical names where they match a required column). */
  header: string[];
  totalRows: number;
  /** The parsed text (no BOM, LF line endings): what gets uploaded once valid. */
  csv: string;
}

/** Characters per papaparse chunk. */
export const ROSTER_CHUNK_SIZE = 64 * 1024;
/** Rows per batch handed on (in the browser: one main-thread validation task each). */
export const ROSTER_BATCH_ROWS = 50;

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

/** Header cells are matched to `columns` without case or surrounding spaces (as the server does). */
export function canonicalHeaderFor(columns: readonly string[]): (header: string) => string {
  const canonical = new Map(columns.map((c) => [c.toLowerCase(), c]));
  return (header) => {
    const clean = header.replace(/^\uFEFF/, '').trim();
    return canonical.get(clean.replace(/\s+/g, ' ').toLowerCase()) ?? clean;
  };
}

const isBlank = (row: Row): boolean =>
  Object.values(row).every((v) => v === undefined || (typeof v === 'string' && v.trim() === ''));

/** Parses the roster in chunks, handing on batches of non-blank rows as they are read. */
export function parseRosterText(
  text: string,
  columns: readonly string[],
  onBatch: (batch: RosterBatch, progress: ParseProgress) => void,
  batchRows: number = ROSTER_BATCH_ROWS,
): RosterParseSummary {
  // One newline style, so papaparse's guess from the first line holds for a file of mixed endings.
  const csv = text.replace(/\r\n?/g, '\n');
  let fields: string[] | undefined;
  let recordIndex = 0;
  let totalRows = 0;
  let fatal: string | undefined;

  Papa.parse<Row>(csv, {
    header: true,
    newline: '\n',
    skipEmptyLines: false,
    chunkSize: ROSTER_CHUNK_SIZE,
    transformHeader: canonicalHeaderFor(columns),
    transform: (value) => value.trim(),
    chunk: (results: Papa.ParseResult<Row>, parser: Papa.Parser) => {
      fields ??= results.meta.fields;
      const quoteError = results.errors.find((e) => e.code === 'MissingQuotes');
      if (quoteError) {
        fatal = `unterminated quotes near row ${(quoteError.row ?? 0) + 2}`;
        parser.abort();
        return;
      }
      const offset = recordIndex;
      let batch: RosterBatch = { rows: [], numbers: [] };
      const progress = () => ({
        rowsRead: totalRows,
        bytesParsed: Math.min(results.meta.cursor, csv.length),
        totalBytes: csv.length,
      });
      results.data.forEach((row, i) => {
        if (isBlank(row)) return;
        batch.rows.push(row);
        batch.numbers.push(offset + i + 2);
        totalRows += 1;
        if (batch.rows.length >= batchRows) {
          onBatch(batch, progress());
          batch = { rows: [], numbers: [] };
        }
      });
      recordIndex += results.data.length;
      onBatch(batch, progress());
    },
    // String input with `chunk` runs synchronously, chunk after chunk; nothing is left for `complete`.
    complete: () => undefined,
  });

  return {
    ...(fatal ? { fatal } : {}),
    header: (fields ?? []).filter((f) => f !== ''),
    totalRows,
    csv,
  };
}
