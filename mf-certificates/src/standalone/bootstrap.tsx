import { startStandalone } from '@qce/testing/standalone';
import { App } from '../app/app';

// The documents, print views and public QR pages live under several paths: no home to go to.
void startStandalone({ App, tools: () => import('../testing/scenario-switcher') });
