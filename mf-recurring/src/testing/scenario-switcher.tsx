import { ScenarioSwitcher as Switcher, signInSeededIfNobody } from '@qce/testing/scenario-switcher';

/** Where a switch lands: the list of the lab type in the address, SHL otherwise. */
const landing = (): string =>
  window.location.pathname.startsWith('/qce/recurring/wal')
    ? '/qce/recurring/wal/applications'
    : '/qce/recurring/shl/applications';

/**
 * Standalone-only panel (bootstrap.tsx): both follow-up tracks can be tried without the shell
 * ('shl-wal-eligible': Juan for SHL, Pedro for WAL).
 */
export function ScenarioSwitcher() {
  return <Switcher landing={landing} />;
}

/** Signs the first seeded applicant in when nobody is (standalone only). */
export const ensureSignedIn = (): void => signInSeededIfNobody();
