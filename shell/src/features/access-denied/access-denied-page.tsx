import { MESSAGES } from '@qce/shared-kit/messages';
import { buttonClassName } from '@qce/shared-kit/ui/button';
import { loginUrl } from '../../lib/session/session';

/** /qce/access-denied. */
export function AccessDeniedPage() {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      aria-labelledby="access-denied-title"
      className="qce-panel"
    >
      <h1 id="access-denied-title">{MESSAGES.accessDenied.title}</h1>
      <p>{MESSAGES.accessDenied.body}</p>
      <a className={buttonClassName('primary')} href={loginUrl()}>
        Sign in
      </a>
    </main>
  );
}
