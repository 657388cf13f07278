/** The page's sessionStorage draft (intake: what an applicant typed survives a reload until submitted). */
export interface UploadDraft {
  /** Test Completed Date (`YYYY-MM-DD`) per requirement id. */
  testDates: Record<string, string>;
  certified: boolean;
}

/** Never throws: storage unavailable or malformed JSON read as no draft. */
export function readUploadDraft(key: string): UploadDraft | undefined {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as UploadDraft) : undefined;
  } catch {
    return undefined;
  }
}

export function writeUploadDraft(key: string, value: UploadDraft): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the draft is simply not kept.
  }
}

export function clearUploadDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}
