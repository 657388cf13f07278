import { ScenarioSwitcher as Switcher } from '@qce/testing/scenario-switcher';

/**
 * Standalone-only panel (bootstrap.tsx): picks a mock-api scenario and signs a seeded applicant in or
 * out, so the documents, print views and public QR pages can be tried without the shell.
 */
export function ScenarioSwitcher() {
  return (
    <Switcher allowSignedOut>
      <p>
        Try: <a href="/qce/qcs?ecs=HC-2026-000123,Juan%20Dela%20Cruz,12/31/2027">/qce/qcs</a>,{' '}
        <a href="/qce/qcs?ecs=a,,%3Cb%3E">a tampered /qce/qcs</a>,{' '}
        <a href="/qce/documents/1001">/qce/documents/1001</a>,{' '}
        <a href="/qce/laboratory/3001/REGULAR_LABORATORY/Stool">/qce/laboratory/3001/…</a>,{' '}
        <a href="/qce/print-temp/ihc">/qce/print-temp/ihc</a> (uses the app-id in storage).
      </p>
    </Switcher>
  );
}
