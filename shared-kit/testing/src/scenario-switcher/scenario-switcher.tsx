import { useState } from 'react';
import type { ReactNode } from 'react';
import { applyScenario, listScenarios, seededUsers } from '@qce/mock-api/browser';
import { localKeys, sessionKeys } from '@qce/shared-kit/storage';

export interface ScenarioSwitcherProps {
  /**
   * Where a switch lands (e.g. '/qce/ihc/applications'), or a function of the current address; the
   * open application is forgotten first. Without it the page reloads where it is.
   */
  landing?: string | (() => string);
  /** Offers 'Nobody' (signed out), e.g. for public pages. */
  allowSignedOut?: boolean;
  /** Extra content below the selects (e.g. links to try). */
  children?: ReactNode;
  /**
   * How a switch leaves the page: to `href`, or a reload where it is when `href` is undefined. A full
   * page load by default (the mock backend and the session start over); tests pass their own.
   */
  navigate?: (href: string | undefined) => void;
}

/** A full page load: to `href`, or a reload of this page. */
function loadPage(href: string | undefined): void {
  if (href === undefined) window.location.reload();
  else window.location.assign(href);
}

/**
 * Standalone-only panel of a remote (its bootstrap.tsx, never production code): picks a mock-api
 * scenario and the signed-in seeded applicant, so the remote's pages can be tried without the shell.
 */
export function ScenarioSwitcher({
  landing,
  allowSignedOut = false,
  children,
  navigate = loadPage,
}: ScenarioSwitcherProps) {
  const scenarios = listScenarios();
  const users = seededUsers();
  const [userId, setUserId] = useState(sessionKeys.get('userId') ?? '');

  const go = () => {
    if (landing === undefined) {
      navigate(undefined);
      return;
    }
    localKeys.remove('appId');
    navigate(typeof landing === 'function' ? landing() : landing);
  };

  const chooseScenario = (name: string) => {
    applyScenario(name);
    go();
  };

  const chooseUser = (value: string) => {
    const user = users.find((u) => String(u.userId) === value);
    if (user) {
      localKeys.set('token', user.token);
      sessionKeys.set('userId', String(user.userId));
    } else if (allowSignedOut && value === '') {
      localKeys.remove('token');
      sessionKeys.remove('userId');
    } else {
      return;
    }
    setUserId(value);
    go();
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
          {allowSignedOut && <option value="">Nobody (public QR pages)</option>}
          {users.map((u) => (
            <option key={u.userId} value={String(u.userId)}>
              {u.name} ({u.description})
            </option>
          ))}
        </select>
      </div>
      {children}
    </aside>
  );
}

/**
 * Signs a seeded applicant in when nobody is (standalone start only): the one with `userId`, else
 * the first of the seed.
 */
export function signInSeededIfNobody(userId?: number): void {
  if (localKeys.get('token') && sessionKeys.get('userId')) return;
  const users = seededUsers();
  const user = userId === undefined ? users[0] : users.find((u) => u.userId === userId);
  if (!user) return;
  localKeys.set('token', user.token);
  sessionKeys.set('userId', String(user.userId));
}
