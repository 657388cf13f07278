import { bulkCsvFileError } from '@qce/shared-kit/domain';
import { BULK_CSV_COLUMNS } from '@qce/shared-kit/validation';
import { createRosterValidation } from './roster-csv';
import type { RosterParser } from './roster-parser';
import type { RosterReply } from './worker-protocol';
import { reportError } from '@qce/shared-kit/remote/report-error';

/**
 * The browser's roster parser: one long-lived worker decodes and parses (webpack 5 bundles
 * `csv-worker.ts` as its own file from the `new URL(..., import.meta.url)` pattern); each batch of
 * rows it posts is validated here with the kit's rules as its own short task, so the page keeps
 * answering. If the worker fails to start or dies (CSP, old browser), `fallback` checks the file.
 */
export function createWorkerRosterParser(fallback: RosterParser): RosterParser {
  let worker: Worker | undefined;
  let broken = false;
  let nextId = 1;

  const start = (): Worker => {
    // A fixed file name: the federation runtime webpack puts in the worker chunk cannot render a
    // [contenthash] name (enhanced 2.9, like the entries), so the file is served like an entry.
    worker ??= new Worker(
      /* webpackEntryOptions: { filename: "bulk-csv-worker.js" } */
      new URL('./csv-worker.ts', import.meta.url),
      { name: 'bulk-csv-worker' },
    );
    return worker;
  };

  return {
    check(file, onProgress) {
      const notCsv = bulkCsvFileError(file.name);
      if (notCsv) return Promise.resolve({ kind: 'not-csv', message: notCsv });
      if (broken) return fallback.check(file, onProgress);
      let w: Worker;
      try {
        w = start();
      } catch (error) {
        reportError(error, { what: 'starting the CSV worker' });
        broken = true;
        return fallback.check(file, onProgress);
      }
      const id = nextId++;
      const validation = createRosterValidation();
      return new Promise((resolve) => {
        const onMessage = (event: MessageEvent<RosterReply>) => {
          const message = event.data;
          if (message.id !== id) return;
          if (message.type === 'batch') {
            validation.add(message.batch);
            onProgress?.({
              rowsChecked: validation.checked,
              bytesParsed: message.progress.bytesParsed,
              totalBytes: message.progress.totalBytes,
            });
            return;
          }
          cleanup();
          resolve(
            message.type === 'done'
              ? validation.finish(message.summary)
              : { kind: 'parse-failure', reason: message.reason },
          );
        };
        const onError = (event: ErrorEvent) => {
          reportError(event.message, { what: 'CSV worker' });
          cleanup();
          broken = true;
          worker?.terminate();
          worker = undefined;
          resolve(fallback.check(file, onProgress));
        };
        const cleanup = () => {
          w.removeEventListener('message', onMessage);
          w.removeEventListener('error', onError);
        };
        w.addEventListener('message', onMessage);
        w.addEventListener('error', onError);
        w.postMessage({ id, file, columns: [...BULK_CSV_COLUMNS] });
      });
    },
  };
}
