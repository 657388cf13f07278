import { useState } from 'react';
import { applyScenario, listScenarios, seededUsers } from '@qce/mock-api/browser';
import { localKeys, sessionKeys } from '@qce/shared-kit/storage';

/**
 * Standalone-only panel (bootstrap.tsx): picks a mock-api scenario and signs a seeded applicant in or out, so the
 * documents, print views and public QR pages can be tried without the shell.
 */
export function ScenarioSwitcher() {
  const scenarios = listScenarios();
  const users = seededUsers();
  const [userId, setUserId] = useState(sessionKeys.get('userId') ?? '');

  const chooseScenario = (name: string) => {
    applyScenario(name);
    window.location.reload();
  };

  const chooseUser = (value: string) => {
    const user = users.find((u) => String(u.userId) === value);
    if (user) {
      localKeys.set('token', user.token);
      sessionKeys.set('userId', String(user.userId));
    } else {
      localKeys.remove('token');
      sessionKeys.remove('userId');
    }
    setUserId(value);
    window.location.reload();
  };

  return (
    <aside className="qce-panel qce-no-print" aria-label="Mock backend">
      <div className="qce-field">
        <label htmlFor="mock-scenario">Scenario</label>
        <select
          id="mock-scenario"
          value={scenarios.find((s) => s.current)?.name ?? ''}
          onChange={(event) => chooseScenario(event.target.value)}
        >
          {scenarios.map((s) => (
            <option key={s.name} value={s.name} title={s.description}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div className="qce-field">
        <label htmlFor="mock-user">Signed in as</label>
        <select id="mock-user" value={userId} onChange={(event) => chooseUser(event.target.value)}>
          <option value="">Nobody (public QR pages)</option>
          {users.map((u) => (
            <option key={u.userId} value={String(u.userId)}>
              {u.name} ({u.description})
            </option>
          ))}
        </select>
      </div>
      <p>
        Try: <a href="/qce/qcs?ecs=HC-2026-000123,Juan%20Dela%20Cruz,12/31/2027">/qce/qcs</a>,{' '}
        <a href="/qce/qcs?ecs=a,,%3Cb%3E">a tampered /qce/qcs</a>,{' '}
        <a href="/qce/documents/1001">/qce/documents/1001</a>,{' '}
        <a href="/qce/laboratory/3001/REGULAR_LABORATORY/Stool">/qce/laboratory/3001/…</a>,{' '}
        <a href="/qce/print-temp/ihc">/qce/print-temp/ihc</a> (uses the app-id in storage).
      </p>
    </aside>
  );
}
