import { useState } from 'react';
import { applyScenario, listScenarios, seededUsers } from '@qce/mock-api/browser';
import { localKeys, sessionKeys } from '@qce/shared-kit/storage';

/** The establishment owner of the seed (sanitary permit scenarios). */
const OWNER_USER_ID = 103;

/** Signs the owner in when nobody is (standalone start only). */
export function signInOwnerIfNobody(): void {
  if (sessionKeys.get('userId') && localKeys.get('token')) return;
  const owner = seededUsers().find((u) => u.userId === OWNER_USER_ID);
  if (!owner) return;
  localKeys.set('token', owner.token);
  sessionKeys.set('userId', String(owner.userId));
}

/**
 * Standalone-only panel (bootstrap.tsx): picks a mock-api scenario (sp-with-employees,
 * sp-permit-incomplete, shl-wal-eligible, ...) and the signed-in applicant.
 */
export function ScenarioSwitcher() {
  const scenarios = listScenarios();
  const users = seededUsers();
  const [userId, setUserId] = useState(sessionKeys.get('userId') ?? '');

  const chooseScenario = (name: string) => {
    applyScenario(name);
    localKeys.remove('appId');
    window.location.assign('/qce/sp/applications');
  };

  const chooseUser = (value: string) => {
    const user = users.find((u) => String(u.userId) === value);
    if (!user) return;
    localKeys.set('token', user.token);
    sessionKeys.set('userId', String(user.userId));
    localKeys.remove('appId');
    setUserId(value);
    window.location.assign('/qce/sp/applications');
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
