import { useState } from 'react';
import { applyScenario, listScenarios, seededUsers } from '@qce/mock-api/browser';
import { localKeys, sessionKeys } from '@qce/shared-kit/storage';

/** Where a switch lands: the list of the lab type in the address, SHL otherwise. */
const landing = (): string =>
  window.location.pathname.startsWith('/qce/recurring/wal')
    ? '/qce/recurring/wal/applications'
    : '/qce/recurring/shl/applications';

/**
 * Standalone-only panel (bootstrap.tsx): picks a mock-api scenario and the signed-in seeded applicant,
 * so both follow-up tracks can be tried without the shell ('shl-wal-eligible': Juan for SHL, Pedro for WAL).
 */
export function ScenarioSwitcher() {
  const scenarios = listScenarios();
  const users = seededUsers();
  const [userId, setUserId] = useState(sessionKeys.get('userId') ?? '');

  const chooseScenario = (name: string) => {
    applyScenario(name);
    localKeys.remove('appId');
    window.location.assign(landing());
  };

  const chooseUser = (value: string) => {
    const user = users.find((u) => String(u.userId) === value);
    if (!user) return;
    localKeys.set('token', user.token);
    sessionKeys.set('userId', String(user.userId));
    localKeys.remove('appId');
    setUserId(value);
    window.location.assign(landing());
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
              {s.name}: {s.description}
            </option>
          ))}
        </select>
      </div>
      <div className="qce-field">
        <label htmlFor="mock-user">Signed in as</label>
        <select id="mock-user" value={userId} onChange={(event) => chooseUser(event.target.value)}>
          {users.map((u) => (
            <option key={u.userId} value={String(u.userId)}>
              {u.name} ({u.description})
            </option>
          ))}
        </select>
      </div>
    </aside>
  );
}

/** Signs the first seeded applicant in when nobody is (standalone only). */
export function ensureSignedIn(): void {
  if (localKeys.get('token') && sessionKeys.get('userId')) return;
  const user = seededUsers()[0];
  if (!user) return;
  localKeys.set('token', user.token);
  sessionKeys.set('userId', String(user.userId));
}
