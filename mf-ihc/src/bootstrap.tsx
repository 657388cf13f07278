import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@qce/shared-kit/config';
import '@qce/shared-kit/base.css';
import { App } from './app/app';

/** Standalone start: this remote alone, against the msw worker of @qce/mock-api, with a scenario switcher. */
async function start() {
  const config = await loadRuntimeConfig('/config.json');
  const [{ startMockWorker }, { ScenarioSwitcher, ensureSignedIn }] = await Promise.all([
    import('@qce/mock-api/browser'),
    import('./testing/scenario-switcher'),
  ]);
  await startMockWorker();
  ensureSignedIn();
  if (
    window.location.pathname === '/' ||
    window.location.pathname === '/qce' ||
    window.location.pathname === '/qce/'
  ) {
    window.history.replaceState({}, '', '/qce/ihc/applications');
  }
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <>
      <App basename="/qce" config={config} navigate={(path) => window.location.assign(path)} />
      <ScenarioSwitcher />
    </>,
  );
}

void start();
