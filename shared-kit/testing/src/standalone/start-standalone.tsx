import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@qce/shared-kit/config';
import type { RemoteProps } from '@qce/shared-kit/remote';
import '@qce/shared-kit/base.css';

/** A remote's standalone tools (its `testing/scenario-switcher`), loaded with the mock worker. */
export interface StandaloneTools {
  ScenarioSwitcher: ComponentType;
  /** Signs the remote's usual applicant in when nobody is. */
  ensureSignedIn?: () => void;
}

export interface StandaloneOptions {
  App: ComponentType<RemoteProps>;
  tools: () => Promise<StandaloneTools>;
  /** An address outside the remote's own paths (`prefix`) goes to `path`, its first page. */
  home?: { prefix: string; path: string };
}

/**
 * A remote's standalone start (`pnpm --filter <remote> start`, `src/standalone/bootstrap.tsx`; never in a
 * production build): the remote alone under /qce, as the shell would mount it, against the msw worker of
 * @qce/mock-api, with its scenario switcher. The other remotes it loads (mf-certificates' ./documents) are
 * found in the dev registry its dev server serves as /qce/remotes.json.
 */
export async function startStandalone({ App, tools, home }: StandaloneOptions): Promise<void> {
  const config = await loadRuntimeConfig('/config.json');
  const [{ startMockWorker }, { ScenarioSwitcher, ensureSignedIn }] = await Promise.all([
    import('@qce/mock-api/browser'),
    tools(),
  ]);
  await startMockWorker();
  ensureSignedIn?.();
  if (home && !window.location.pathname.startsWith(home.prefix)) {
    window.history.replaceState({}, '', home.path);
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
