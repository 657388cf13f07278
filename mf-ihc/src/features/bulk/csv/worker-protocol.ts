import type { RosterCheckOutcome, RosterProgress } from './roster-csv';

/** Messages between the page and `csv-worker.ts`. */
export interface RosterRequest {
  id: number;
  file: File;
}

export type RosterReply =
  | { id: number; type: 'progress'; progress: RosterProgress }
  | { id: number; type: 'done'; outcome: RosterCheckOutcome };
