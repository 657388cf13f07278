import { checkRosterBytes } from './roster-csv';
import type { RosterCheckOutcome, RosterProgress } from './roster-csv';
import { reportError } from '@qce/shared-kit/remote/report-error';

/**
 * How the bulk page checks a roster file. In the browser: a web worker (papaparse off the main
 * thread, so a 10,000-row file on a slow phone never freezes the page). In jest (no Worker) and
 * wherever a worker cannot start: the same check, inline. Tests inject `inlineRosterParser`.
 */
export interface RosterParser {
  check(file: File, onProgress?: (progress: RosterProgress) => void): Promise<RosterCheckOutcome>;
}

/** Reads a file's bytes (Blob.arrayBuffer where present, else FileReader). */
export function readFileBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error('no bytes'));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

export const inlineRosterParser: RosterParser = {
  async check(file, onProgress) {
    let buffer: ArrayBuffer;
    try {
      buffer = await readFileBytes(file);
    } catch (error) {
      return { kind: 'parse-failure', reason: `unreadable: ${String(error)}` };
    }
    return checkRosterBytes(file.name, buffer, onProgress);
  },
};

/** The parser for this environment: the worker where `Worker` exists, else inline. */
export async function loadRosterParser(): Promise<RosterParser> {
  if (typeof Worker === 'undefined') return inlineRosterParser;
  try {
    // Loaded only in browsers: the module holds the bundler's `new URL(..., import.meta.url)`.
    const { createWorkerRosterParser } = await import('./worker-roster-parser');
    return createWorkerRosterParser(inlineRosterParser);
  } catch (error) {
    // Checked inline instead: slower on a big roster, same answer.
    reportError(error, { what: 'loading the CSV worker' });
    return inlineRosterParser;
  }
}
