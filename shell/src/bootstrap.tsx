import { loadRuntimeConfig, setRuntimeConfig } from '@qce/shared-kit/config';
import '@qce/shared-kit/base.css';
import { nextTask } from '@qce/shared-kit/remote/next-task';
import { captureFirstPaint } from './app-shell/first-paint';
import { configureRemoteOrigins } from './lib/federation/origin-policy';
import { hasQaOverrides } from './lib/federation/qa-override-keys';
import { readBootData } from './lib/boot-data';
import {
  loadRemoteRegistry,
  parseRemoteRegistry,
  registerRemoteRegistry,
} from './lib/federation/remote-registry';
import { consumeQueryHandOff } from './lib/session/query-hand-off';
import { hasApplicantSession } from './lib/session/session';
import { setPrefetchedUser } from './lib/session/prefetched-user';

/**
 * Shell start: runtime config and remote registry (no remote URL is compiled in) are requested first;
 * while they load, the app's modules (react-dom, the router, the pages) are evaluated in a task of their
 * own (`webpackMode: "eager"`: same chunk, no request), then the router renders (ADR 010).
 */
async function start() {
  consumeQueryHandOff();
  // A composed route's HTML carries the config, the registry and its track's manifest (issue 22).
  const boot = readBootData();
  const configured = (
    boot?.config
      ? Promise.resolve(setRuntimeConfig(boot.config))
      : loadRuntimeConfig('/qce/config.json')
  ).then((config) => {
    configureRemoteOrigins(config.remoteOrigins);
    return config;
  });
  const registry = boot?.remotes
    ? configured.then(() => parseRemoteRegistry(boot.remotes, (message) => console.warn(message)))
    : loadRemoteRegistry('/qce/remotes.json', configured);
  // The first page's reads start now, in parallel with the app's and the track's code (issue 22); the
  // prefetch travels in the track loader's chunk, which a track page needs anyway.
  if (boot?.firstPage?.length && hasApplicantSession()) {
    const templates = boot.firstPage;
    const user = configured.then(async () =>
      (await import(/* webpackChunkName: "track" */ './lib/first-page-prefetch')).prefetch(
        templates,
      ),
    );
    // The header takes it, or no one does (a public page, a user already known): a failure is the
    // page's own read to show, never an unhandled rejection.
    user.catch(() => undefined);
    setPrefetchedUser(user);
  }
  // Two tasks, not one: react-dom's modules, then the app's (each is compiled on first run).
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  const { mountApp } = await import(/* webpackMode: "eager" */ './app/mount');
  const config = await configured;
  const remotes = await registry;
  registerRemoteRegistry(
    config.qaOverrides && hasQaOverrides()
      ? (await import('./lib/federation/qa-overrides')).applyQaOverrides(remotes, true)
      : remotes,
  );
  const container = document.getElementById('root');
  if (!container) return;
  captureFirstPaint(container, window.location.pathname);
  mountApp(container);
}

void start();
