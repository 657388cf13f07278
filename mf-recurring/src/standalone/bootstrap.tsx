import { startStandalone } from '@qce/testing/standalone';
import { App } from '../app/app';

// 'shl-wal-eligible' lets Juan request SHL and Pedro WAL follow-ups.
void startStandalone({
  App,
  tools: () => import('../testing/scenario-switcher'),
  home: { prefix: '/qce/recurring/', path: '/qce/recurring/shl/applications' },
});
