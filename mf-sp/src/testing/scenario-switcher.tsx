import { ScenarioSwitcher as Switcher, signInSeededIfNobody } from '@qce/testing/scenario-switcher';

/** The establishment owner of the seed (sanitary permit scenarios). */
const OWNER_USER_ID = 103;

/** Signs the owner in when nobody is (standalone start only). */
export const ensureSignedIn = (): void => signInSeededIfNobody(OWNER_USER_ID);

/**
 * Standalone-only panel (bootstrap.tsx): picks a mock-api scenario (sp-with-employees,
 * sp-permit-incomplete, shl-wal-eligible, ...) and the signed-in applicant.
 */
export function ScenarioSwitcher() {
  return <Switcher landing="/qce/sp/applications" />;
}
