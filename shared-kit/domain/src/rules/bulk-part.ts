import { parseDate } from './dates';
import type { AuditLogEntry } from './audit-log';
import { INITIAL_DETAIL_FIELDS } from './initial-details';

/**
 * A bulk part (intake §3 Classes: Bulk-Individual, an individual record inside a bulk application)
 * shares its bulk's initial details and, for the steps the representative handles, its bulk's
 * progress (intake §4 Bulk-part applicant: requirements upload and payment are the representative's).
 */

/**
 * The initial details chosen once for the whole bulk (intake §2 Landing new-application form), all
 * but the classification (a part's own is Bulk-Individual).
 */
export const BULK_SHARED_DETAIL_FIELDS = INITIAL_DETAIL_FIELDS.filter(
  (field) => field !== 'classification',
);

const hasValue = (value: unknown): boolean =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');

/**
 * A bulk part's form data with its bulk's application type, industry, sub-industry and business line
 * (the bulk's value wins wherever the bulk has one). Returns a new object.
 */
export function withBulkDetails<T extends object>(
  part: T,
  bulk: Readonly<Record<string, unknown>> | null | undefined,
): T {
  const out: Record<string, unknown> = { ...(part as Record<string, unknown>) };
  for (const field of BULK_SHARED_DETAIL_FIELDS) {
    const value = bulk?.[field];
    if (hasValue(value)) out[field] = value;
  }
  return out as T;
}

const typeKey = (entry: AuditLogEntry): string =>
  typeof entry.transactionType === 'string' ? entry.transactionType.trim().toLowerCase() : '';

/**
 * A bulk part's progress: its own entries, plus the bulk's entries for every step the part never
 * logged itself (the representative fills the form and uploads the requirements for everyone), in
 * log order (by logDate; undated entries keep their place after dated ones).
 */
export function bulkPartProgress<T extends AuditLogEntry>(
  partLogs: readonly T[] | null | undefined,
  bulkLogs: readonly T[] | null | undefined,
): T[] {
  const own = Array.isArray(partLogs) ? partLogs : [];
  const ownTypes = new Set(own.map(typeKey));
  const borrowed = (Array.isArray(bulkLogs) ? bulkLogs : []).filter(
    (entry) => !ownTypes.has(typeKey(entry)),
  );
  const time = (entry: T) => parseDate(entry.logDate)?.getTime() ?? Number.POSITIVE_INFINITY;
  // Borrowed entries first, so a tie (same logDate) keeps the bulk's earlier step before the part's.
  return [...borrowed, ...own]
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => time(a.entry) - time(b.entry) || a.index - b.index)
    .map(({ entry }) => ({ ...entry }));
}
