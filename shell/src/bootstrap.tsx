import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@qce/shared-kit/config';
import '@qce/shared-kit/base.css';
import { App } from './app/app';
import { configureRemoteOrigins } from './lib/federation/origin-policy';
import { loadRemoteRegistry, registerRemoteRegistry } from './lib/federation/remote-registry';
import { consumeQueryHandOff } from './lib/session/query-hand-off';

/** Shell start: runtime config, remote registry (no remote URL is compiled in), then the router. */
async function start() {
  consumeQueryHandOff();
  const config = await loadRuntimeConfig('/qce/config.json');
  configureRemoteOrigins(config.remoteOrigins);
  registerRemoteRegistry(await loadRemoteRegistry('/qce/remotes.json'));
  const container = document.getElementById('root');
  if (container) createRoot(container).render(<App />);
}

void start();
