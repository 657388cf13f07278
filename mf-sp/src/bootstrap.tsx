import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@qce/shared-kit/config';
import '@qce/shared-kit/base.css';
import { App } from './app/app';
import { registerDocumentsRemote } from '@qce/shared-kit/remote';

/** Standalone start: this remote alone, against the msw worker of @qce/mock-api, with a scenario switcher. */
async function start() {
  const config = await loadRuntimeConfig('/config.json');
  const [{ startMockWorker }, { ScenarioSwitcher, signInOwnerIfNobody }] = await Promise.all([
    import('@qce/mock-api/browser'),
    import('./testing/scenario-switcher'),
  ]);
  await startMockWorker();
  signInOwnerIfNobody();
  // The digital sanitary permit comes from mf-certificates' dev server (pnpm --filter @qce/mf-certificates start).
  registerDocumentsRemote();
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
