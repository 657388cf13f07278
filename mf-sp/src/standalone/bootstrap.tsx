import { startStandalone } from '@qce/testing/standalone';
import { App } from '../app/app';

void startStandalone({
  App,
  tools: () => import('../testing/scenario-switcher'),
  home: { prefix: '/qce/sp/', path: '/qce/sp/applications' },
});
