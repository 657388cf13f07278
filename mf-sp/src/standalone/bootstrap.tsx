import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@qce/shared-kit/config';
import '@qce/shared-kit/base.css';
import { App } from '../app/app';

/**
 * Standalone start (`pnpm --filter <remote> start`, never in a production build): this remote alone,
 * against the msw worker of @qce/mock-api, with a scenario switcher. The other remotes it loads
 * (mf-certificates' ./documents) are found in the dev registry its dev server serves as /qce/remotes.json.
 */
async function start() {
  const config = await loadRuntimeConfig('/config.json');
  const [{ startMockWorker }, { ScenarioSwitcher, signInOwnerIfNobody }] = await Promise.all([
    import('@qce/mock-api/browser'),
    import('../testing/scenario-switcher'),
  ]);
  await startMockWorker();
  signInOwnerIfNobody();
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
