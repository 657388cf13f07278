import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@qce/shared-kit/config';
import { registerDocumentsRemote } from '@qce/shared-kit/remote';
import '@qce/shared-kit/base.css';
import { App } from './app/app';

/**
 * Standalone start: this remote alone, against the msw worker of @qce/mock-api, with a scenario
 * switcher ('shl-wal-eligible' lets Juan request SHL and Pedro WAL follow-ups).
 */
async function start() {
  const config = await loadRuntimeConfig('/config.json');
  const [{ startMockWorker }, { ScenarioSwitcher, ensureSignedIn }] = await Promise.all([
    import('@qce/mock-api/browser'),
    import('./testing/scenario-switcher'),
  ]);
  await startMockWorker();
  ensureSignedIn();
  // The result certificates come from mf-certificates' dev server (pnpm --filter @qce/mf-certificates start).
  registerDocumentsRemote();
  if (!window.location.pathname.startsWith('/qce/recurring/')) {
    window.history.replaceState({}, '', '/qce/recurring/shl/applications');
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
