import type { ParseProgress, RosterBatch, RosterParseSummary } from './roster-parse';

/** Messages between the page and `csv-worker.ts`. */
export interface RosterRequest {
  id: number;
  file: File;
  /** Required column names (the kit's BULK_CSV_COLUMNS): header cells are matched to them. */
  columns: string[];
}

export type RosterReply =
  | { id: number; type: 'batch'; batch: RosterBatch; progress: ParseProgress }
  | { id: number; type: 'done'; summary: RosterParseSummary }
  | { id: number; type: 'failed'; reason: string };
