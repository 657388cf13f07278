/**
 * Application statuses (intake §4, payment §4). The backend is inconsistent about case
 * ('Rejected' / 'rejected', 'ON HOLD' / 'on hold'), so every comparison goes through `statusIs`.
 */
export const APPLICATION_STATUS = {
  draft: 'Draft',
  validated: 'Validated',
  forReview: 'For Review',
  requiresUpdate: 'Requires Update',
  rejected: 'Rejected',
  discard: 'Discard',
  onHold: 'on hold',
  cancelled: 'cancelled',
  submitted: 'submitted',
  completed: 'completed',
  pendingSpecimen: 'pending specimen',
} as const;

export type ApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];

/** Requirement statuses (intake §3); In Progress is the default display. */
export const REQUIREMENT_STATUS = {
  inProgress: 'In Progress',
  forReview: 'For Review',
  requiresUpdate: 'Requires Update',
  completed: 'Completed',
} as const;

/** Lower-case, trimmed, inner whitespace/underscores collapsed to one space; '' for non-strings. */
export function normalizeStatus(status: unknown): string {
  if (typeof status !== 'string') return '';
  return status
    .trim()
    .replace(/[\s_]+/g, ' ')
    .toLowerCase();
}

/** Case-insensitive status comparison against any of the given statuses. */
export function statusIs(status: unknown, ...candidates: readonly string[]): boolean {
  const normalized = normalizeStatus(status);
  if (normalized === '') return false;
  return candidates.some((candidate) => normalizeStatus(candidate) === normalized);
}
