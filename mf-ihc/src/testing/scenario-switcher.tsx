import { ScenarioSwitcher as Switcher, signInSeededIfNobody } from '@qce/testing/scenario-switcher';

/** Standalone-only panel (bootstrap.tsx): every health card page can be tried without the shell. */
export function ScenarioSwitcher() {
  return <Switcher landing="/qce/ihc/applications" />;
}

/** Signs the first seeded applicant in when nobody is (standalone only). */
export const ensureSignedIn = (): void => signInSeededIfNobody();
