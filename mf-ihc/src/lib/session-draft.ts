/**
 * Typed sessionStorage drafts of this remote, so what an applicant typed survives a reload until
 * the step is submitted. Never throws (private mode, quota, malformed JSON read as absent).
 */
const PREFIX = 'qce-ihc:';

export function readDraft<T>(key: string): T | undefined {
  try {
    const raw = window.sessionStorage.getItem(PREFIX + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeDraft<T>(key: string, value: T): void {
  try {
    window.sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the draft is simply not kept.
  }
}

export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    // nothing to clear
  }
}

/** Draft keys used across the track's pages. */
export const DRAFT_KEYS = {
  initialDetails: 'initial-details',
  applicationForm: (appId: string) => `application-form:${appId}`,
} as const;
