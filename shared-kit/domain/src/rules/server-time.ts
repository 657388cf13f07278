/**
 * The backend's clock minus the device's, in ms, from an HTTP `Date` header received at
 * `receivedAt` (intake §4, §9): the retry wait is the backend's 30 minutes, never the device's clock,
 * which may be set hours off. Undefined when the header is missing or unparseable. No imports: the
 * kit's `api` entry (eager in the shell, ADR 006) records every answer's header with it, and must not
 * pull the rest of the domain into the shell's main.js.
 */
export function clockOffsetMs(dateHeader: unknown, receivedAt: Date): number | undefined {
  if (typeof dateHeader !== 'string' || dateHeader.trim() === '') return undefined;
  const server = Date.parse(dateHeader);
  if (!Number.isFinite(server) || !Number.isFinite(receivedAt.getTime())) return undefined;
  return server - receivedAt.getTime();
}
