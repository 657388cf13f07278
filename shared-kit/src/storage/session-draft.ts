/**
 * The one way to keep a value in this tab's sessionStorage until it is done with: what an applicant
 * typed survives a reload until it is submitted (intake: drafts), and a page remembers a choice for the
 * tab. A draft is typed by its key and stored as JSON. It never throws: storage that is disabled
 * (private mode), full (quota) or holds a malformed entry reads as no draft, and a write that does not
 * fit is simply not kept.
 */
export interface SessionDraft<T> {
  /** The sessionStorage key, exactly as given. */
  readonly key: string;
  /** The kept value; undefined when there is none or it cannot be read. */
  read(): T | undefined;
  /**
   * Keeps `value` as JSON, files (`Blob`s) left out: they are chosen again after a reload. False when
   * the storage refused it (disabled or full).
   */
  write(value: T): boolean;
  /** Drops the kept value (on submit, on cancel). */
  clear(): void;
}

const withoutFiles = (_key: string, value: unknown): unknown =>
  typeof Blob !== 'undefined' && value instanceof Blob ? undefined : value;

/** The draft kept under `key` (`qce-draft:<form>`, `qce-ihc:initial-details`, ...). */
export function sessionDraft<T>(key: string): SessionDraft<T> {
  return {
    key,
    read() {
      try {
        const raw = window.sessionStorage.getItem(key);
        if (!raw) return undefined;
        const parsed: unknown = JSON.parse(raw);
        return parsed === null ? undefined : (parsed as T);
      } catch {
        return undefined;
      }
    },
    write(value) {
      try {
        window.sessionStorage.setItem(key, JSON.stringify(value, withoutFiles));
        return true;
      } catch {
        return false;
      }
    },
    clear() {
      try {
        window.sessionStorage.removeItem(key);
      } catch {
        // Storage unavailable: nothing was kept.
      }
    },
  };
}
