/// <reference lib="webworker" />
import { checkRosterBytes } from './roster-csv';
import type { RosterReply, RosterRequest } from './worker-protocol';

/**
 * Web worker: reads, decodes, parses (papaparse, in chunks) and validates a bulk roster off the
 * main thread, posting progress after each chunk and one outcome at the end.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: RosterReply) => scope.postMessage(message);

scope.onmessage = async (event: MessageEvent<RosterRequest>) => {
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
};
