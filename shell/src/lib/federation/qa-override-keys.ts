/** The localStorage key prefix of QA overrides: `qce-qa-override:<remote>` (qa-overrides.ts). */
export const QA_OVERRIDE_PREFIX = 'qce-qa-override:';

/**
 * True when this browser holds any QA override. Checked before the override code is loaded at all, so
 * an applicant's browser (none set) never downloads it.
 */
export function hasQaOverrides(storage: Storage = window.localStorage): boolean {
  for (let i = 0; i < storage.length; i += 1) {
    if (storage.key(i)?.startsWith(QA_OVERRIDE_PREFIX)) return true;
  }
  return false;
}
