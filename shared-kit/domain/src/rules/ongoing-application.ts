import { statusIs } from './status';

/**
 * Ongoing application check (intake §5 Ongoing application check, §7 GET /application/exist).
 * Same email, first name, last name and permit; for SP (permit 2) also address, establishmentName,
 * mayorPermitNo and type. Text compares trimmed and case-insensitively. Usable by mock-api.
 */
export interface OngoingQuery {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  permitId?: number | string | null;
  address?: string | null;
  establishmentName?: string | null;
  mayorPermitNo?: string | null;
  type?: string | null;
}

export interface OngoingCandidate {
  applicationId?: string | number | null;
  permitId?: number | string | null;
  status?: string | null;
  formData?: Partial<Record<keyof OngoingQuery, unknown>> | null;
}

/** Permit id of the sanitary permit (intake §3, §9). */
export const SP_PERMIT_ID = 2;

/** Statuses that end an application: it no longer counts as ongoing. */
export const NOT_ONGOING_STATUSES = [
  'rejected',
  'cancelled',
  'discard',
  'on hold',
  'completed',
] as const;

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : '';

export function isOngoingStatus(status: unknown): boolean {
  return !statusIs(status, ...NOT_ONGOING_STATUSES);
}

/** True when the candidate is an ongoing application matching the query. */
export function matchesOngoingApplication(
  candidate: OngoingCandidate | null | undefined,
  query: OngoingQuery | null | undefined,
): boolean {
  if (!candidate || !query) return false;
  if (!isOngoingStatus(candidate.status)) return false;
  const form = candidate.formData ?? {};
  const permit = text(candidate.permitId ?? form.permitId);
  if (text(query.permitId) === '' || permit !== text(query.permitId)) return false;
  const keys: (keyof OngoingQuery)[] = ['email', 'firstName', 'lastName'];
  if (Number(query.permitId) === SP_PERMIT_ID) {
    keys.push('address', 'establishmentName', 'mayorPermitNo', 'type');
  }
  return keys.every((key) => text(form[key]) === text(query[key]));
}

/** Ids of the ongoing applications matching the query, for the Ongoing Application Detected dialog. */
export function findOngoingApplications(
  candidates: readonly OngoingCandidate[] | null | undefined,
  query: OngoingQuery | null | undefined,
): (string | number)[] {
  if (!Array.isArray(candidates)) return [];
  return candidates
    .filter((c) => matchesOngoingApplication(c, query))
    .map((c) => c.applicationId)
    .filter((id): id is string | number => id !== null && id !== undefined);
}
