import { checkRosterBytes } from './roster-csv';
import type { RosterReply, RosterRequest } from './worker-protocol';

/**
 * Web worker: reads, decodes, parses (papaparse, in chunks) and validates a bulk roster off the
 * main thread, posting progress after each chunk and one outcome at the end.
 */
/** The part of the dedicated worker scope used here (the DOM lib types `self` as a window). */
interface RosterWorkerScope {
  postMessage(message: RosterReply): void;
  onmessage: ((event: MessageEvent<RosterRequest>) => void) | null;
}
const scope = self as unknown as RosterWorkerScope;
const reply = (message: RosterReply) => scope.postMessage(message);

scope.onmessage = (event) => {
  void handle(event);
};

async function handle(event: MessageEvent<RosterRequest>): Promise<void> {
  const { id, file } = event.data;
  try {
    const buffer = await file.arrayBuffer();
    const outcome = checkRosterBytes(file.name, buffer, (progress) =>
      reply({ id, type: 'progress', progress }),
    );
    reply({ id, type: 'done', outcome });
  } catch (error) {
    reply({ id, type: 'done', outcome: { kind: 'parse-failure', reason: String(error) } });
  }
}
