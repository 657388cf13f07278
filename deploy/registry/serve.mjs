#!/usr/bin/env node
// The remote registry alone (no portal files, no mock backend): what the nginx recipe's production profile
// runs behind /qce/remotes.json and /__registry/. The demo profile and `pnpm start` mount the same router
// inside deploy/start.mjs.
//   PORT (default 9091; 0 = any free port), HOST (default 127.0.0.1), QCE_REGISTRY_DIR (default deploy/.registry)
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import { remoteApps, repoRoot, shellApp } from '../lib/apps.mjs';
import {
  defaultRegistryDir,
  defaultRemoteEntries,
  withTrackOrigins,
} from '../lib/portal-server.mjs';
import { createFirstPaint, firstPaintPage, localDirOf } from './first-paint.mjs';
import { createRegistryRouter } from './router.mjs';
import { createRegistryStore } from './store.mjs';

const dir = path.resolve(process.env.QCE_REGISTRY_DIR ?? defaultRegistryDir);
const defaults = () => {
  try {
    return JSON.parse(fs.readFileSync(path.join(shellDist, 'remotes.json'), 'utf8'));
  } catch {
    return defaultRemoteEntries();
  }
};
const app = express();
app.disable('x-powered-by');
app.set('trust proxy', 'loopback');
const store = createRegistryStore(dir);
const root = path.resolve(process.env.QCE_ROOT ?? repoRoot);
const compose = createFirstPaint({
  remotes: () => store.remotes(defaults()),
  localDir: localDirOf({ remotes: remoteApps, root, registryDir: dir }),
  shellDir: path.join(root, shellApp.dir, 'dist'),
  // The profile's config.json as nginx serves it (run.mjs adds the same track origins).
  config: () => {
    try {
      const name =
        process.env.QCE_PROFILE === 'production' ? 'config.production.json' : 'config.json';
      const config = JSON.parse(fs.readFileSync(path.join(shellDist, name), 'utf8'));
      return withTrackOrigins(config, store.trackOrigins());
    } catch {
      return undefined;
    }
  },
});
const shellDist = path.join(root, shellApp.dir, 'dist');
app.use(
  createRegistryRouter({
    dir,
    defaults,
    checkBase: process.env.QCE_REGISTRY_CHECK_BASE,
    firstPaintPage: (pathname) => firstPaintPage(shellDist, pathname, compose),
  }),
);
app.use((_req, res) => res.status(404).json({ message: 'Not found' }));
const server = app.listen(Number(process.env.PORT ?? 9091), process.env.HOST ?? '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : process.env.PORT;
  console.log(`[registry] on http://127.0.0.1:${port} (document in ${dir})`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
