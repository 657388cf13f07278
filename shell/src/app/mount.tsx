import { startTransition, useEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadTransport } from '@qce/shared-kit/api';
import { paths } from '../config/paths';
import { hasApplicantSession } from '../lib/session/session';
import { App } from './app';

/**
 * The HTML's static landing (applications.html, ADR 006) is exactly what the landing renders for a
 * signed-in applicant arriving fresh (no notice in the history state): React adopts it (hydration)
 * instead of painting it again. Anything else renders over the static shell.
 */
function prerenderedLanding(container: HTMLElement): boolean {
  const state: unknown = window.history.state;
  const routerState =
    typeof state === 'object' && state !== null && 'usr' in state ? state.usr : null;
  return (
    container.dataset.appShell === 'landing' &&
    window.location.pathname === paths.landing &&
    hasApplicantSession() &&
    !routerState
  );
}

/** Drops the static shell's marker once React's first render is committed (the bench waits for it). */
function AppShellHandOff({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-app-shell');
  }, []);
  return children;
}

// Not `focusin`: the portal moves focus itself (a page's heading, a dialog), which is no one's intent.
const INTENT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * The API client's transport (axios) is not part of a first page: the page's reads come with its HTML
 * (ADR 019). It loads when the applicant first reaches for a control, so the call an action makes does
 * not wait for it; a call made before that loads it itself.
 */
function loadTransportOnIntent(): void {
  const load = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, load, true);
    void preloadTransport().catch(() => undefined); // offline: the call will say so
  };
  for (const type of INTENT_EVENTS) {
    window.addEventListener(type, load, { capture: true, passive: true });
  }
}

/** Renders the shell's router into `container`, adopting the static landing when it matches. */
export function mountApp(container: HTMLElement): void {
  loadTransportOnIntent();
  const app = (
    <AppShellHandOff>
      <App />
    </AppShellHandOff>
  );
  // A transition: React renders in slices of a few milliseconds and yields between them, so a slow
  // phone gets no long task from the first render (ADR 010). The static shell shows meanwhile.
  startTransition(() => {
    if (prerenderedLanding(container)) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
