import type { RosterParser } from './roster-parser';
import type { RosterReply } from './worker-protocol';

/**
 * The browser's roster parser: one long-lived worker (webpack 5 bundles `csv-worker.ts` as its own
 * chunk from the `new URL(..., import.meta.url)` pattern). If the worker fails to start or dies
 * (CSP, old browser), the check runs on `fallback` instead, so the upload still works.
 */
export function createWorkerRosterParser(fallback: RosterParser): RosterParser {
  let worker: Worker | undefined;
  let broken = false;
  let nextId = 1;

  const start = (): Worker => {
    worker ??= new Worker(new URL('./csv-worker.ts', import.meta.url));
    return worker;
  };

  return {
    check(file, onProgress) {
      if (broken) return fallback.check(file, onProgress);
      let w: Worker;
      try {
        w = start();
      } catch (error) {
        console.error('CSV worker did not start', error);
        broken = true;
        return fallback.check(file, onProgress);
      }
      const id = nextId++;
      return new Promise((resolve) => {
        const onMessage = (event: MessageEvent<RosterReply>) => {
          const message = event.data;
          if (message.id !== id) return;
          if (message.type === 'progress') onProgress?.(message.progress);
          else {
            cleanup();
            resolve(message.outcome);
          }
        };
        const onError = (event: ErrorEvent) => {
          console.error('CSV worker failed', event.message);
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
        w.postMessage({ id, file });
      });
    },
  };
}
