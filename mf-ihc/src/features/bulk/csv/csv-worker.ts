import { decodeRoster, parseRosterText } from './roster-parse';
import type { RosterReply, RosterRequest } from './worker-protocol';

/**
 * Web worker: reads, decodes and parses (papaparse, in chunks) a bulk roster off the main thread,
 * posting the rows in batches as they are read and a summary at the end. It imports no shared-kit
 * module (those are federation-shared and cannot load in a worker): the page validates each batch.
 */
/** The part of the dedicated worker scope used here (the DOM lib types `self` as a window). */
interface RosterWorkerScope {
  postMessage(message: RosterReply): void;
  onmessage: ((event: MessageEvent<RosterRequest>) => void) | null;
}
const scope = self as unknown as RosterWorkerScope;

scope.onmessage = (event) => {
  void handle(event.data);
};

async function handle({ id, file, columns }: RosterRequest): Promise<void> {
  try {
    const decoded = decodeRoster(await file.arrayBuffer());
    if ('error' in decoded) {
      scope.postMessage({ id, type: 'failed', reason: decoded.error });
      return;
    }
    const summary = parseRosterText(decoded.text, columns, (batch, progress) =>
      scope.postMessage({ id, type: 'batch', batch, progress }),
    );
    scope.postMessage({ id, type: 'done', summary });
  } catch (error) {
    scope.postMessage({ id, type: 'failed', reason: String(error) });
  }
}
