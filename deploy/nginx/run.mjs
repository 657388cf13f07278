#!/usr/bin/env node
// Serves the production build with nginx (the deploy recipe) on 127.0.0.1:$PORT (default 8080; 0 = any
// free port).
// QCE_PROFILE=demo (default) also starts the mock backend and proxies /api and /__staff to it;
// QCE_PROFILE=production serves only the static portal (point config.json's services at the real APIs):
// no /__staff, and /qce/config.json is shell/dist/config.production.json (the department's sign-in).
// Every response carries deploy/lib/security-headers.mjs; bodies are limited as in deploy/lib/body-limit.mjs.
// QCE_API_PORT (default 9090; 0 = any free port) is the mock backend's port, QCE_DATA_FILE its state file
// (as for start.mjs).
// Build first (`pnpm build` or `node deploy/build.mjs`). Ctrl-C stops both processes.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/apps.mjs';
import { bodyLimit } from '../lib/body-limit.mjs';
import {
  nginxProxiedSecurityHeaders,
  nginxSecurityHeaders,
  nginxSecurityMap,
} from '../lib/security-headers.mjs';
import { withTrackOrigins } from '../lib/portal-server.mjs';
import { createRegistryStore } from '../registry/store.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
/** A port nobody listens on right now (the kernel's choice). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
const port = Number(process.env.PORT ?? 8080) || (await freePort());
const apiPort = Number(process.env.QCE_API_PORT ?? 9090) || (await freePort());
const demo = (process.env.QCE_PROFILE ?? 'demo') === 'demo';
const root = path.resolve(process.env.QCE_ROOT ?? repoRoot);
const nginx = process.env.NGINX ?? '/usr/sbin/nginx';
// The remote registry: served by the demo's backend process (deploy/start.mjs mounts it), or alone
// (deploy/registry/serve.mjs) in the production profile. Both read the same folder.
const registryDir = path.resolve(
  process.env.QCE_REGISTRY_DIR ?? path.join(repoRoot, 'deploy', '.registry'),
);
const registryPort = demo
  ? apiPort
  : Number(process.env.QCE_REGISTRY_PORT ?? 9091) || (await freePort());
fs.mkdirSync(path.join(registryDir, 'releases'), { recursive: true });
// Run as root, nginx's workers (user nobody) serve the published releases: they must be able to read them.
fs.chmodSync(registryDir, 0o755);
fs.chmodSync(path.join(registryDir, 'releases'), 0o755);
const registryEnv = {
  QCE_REGISTRY_DIR: registryDir,
  // Entries are checked through nginx, where /releases/ and /remotes/ are served.
  QCE_REGISTRY_CHECK_BASE: `http://127.0.0.1:${port}`,
};

if (!fs.existsSync(nginx)) {
  console.error(`[nginx] ${nginx} not found: apt-get install -y nginx-light (or set NGINX)`);
  process.exit(1);
}
const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'qce-nginx-'));
// mkdtemp makes the folder 0700. Started as root, nginx's workers run as another user (nobody) and must
// reach the body and proxy temp folders nginx creates (and chowns to them) inside: traverse, no listing.
fs.chmodSync(prefix, 0o711);
const configName = demo ? 'config.json' : 'config.production.json';
/**
 * What the registry decides at deploy time (issue 21 item 5): the security headers from their one source
 * (deploy/lib/security-headers.mjs) with the origins the registry's track releases live on, and the
 * profile's config.json with those origins in its allow-list. Written again, and nginx reloaded, whenever
 * the registry's document changes (a release is a deploy).
 * @returns {string} the origins, as a key
 */
function writeGenerated() {
  const origins = createRegistryStore(registryDir).trackOrigins();
  fs.writeFileSync(
    path.join(prefix, 'security-headers.conf'),
    `${nginxSecurityHeaders(origins)}\n`,
  );
  fs.writeFileSync(
    path.join(prefix, 'proxied-headers.conf'),
    `${nginxProxiedSecurityHeaders(origins)}\n`,
  );
  fs.writeFileSync(path.join(prefix, 'security-map.conf'), `${nginxSecurityMap(origins)}\n`);
  const config = JSON.parse(fs.readFileSync(path.join(root, 'shell/dist', configName), 'utf8'));
  fs.writeFileSync(
    path.join(prefix, 'config.json'),
    JSON.stringify(withTrackOrigins(config, origins)),
    { mode: 0o644 },
  );
  return origins.join(' ');
}
let generatedFor = writeGenerated();
const limit = await bodyLimit();
const fill = (text, values) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`__${key}__`, value), text);
const demoApi = demo
  ? fill(fs.readFileSync(path.join(here, 'demo-api.conf.template'), 'utf8'), {
      API_PORT: String(apiPort),
      PREFIX: prefix,
    })
  : '';
const conf = fill(fs.readFileSync(path.join(here, 'qce.conf.template'), 'utf8'), {
  ROOT: root,
  PORT: String(port),
  PREFIX: prefix,
  DEMO_API: demoApi,
  MAX_BODY_BYTES: String(limit.maxBytes),
  TOO_LARGE_MESSAGE: limit.message.replace(/["'\\]/g, ''),
  REGISTRY_PORT: String(registryPort),
  REGISTRY_DIR: registryDir,
});
const confFile = path.join(prefix, 'nginx.conf');
fs.writeFileSync(confFile, conf);

const check = spawnSync(nginx, ['-t', '-p', prefix, '-c', confFile], { encoding: 'utf8' });
if (check.status !== 0) {
  console.error(check.stderr);
  process.exit(1);
}

const children = [];
if (demo) {
  children.push(
    // The mock backend through deploy/start.mjs (it mounts @qce/mock-api in-process and honours
    // QCE_DATA_FILE); nginx proxies only /api and /__staff to it and serves every static file itself.
    spawn(process.execPath, [path.join(repoRoot, 'deploy/start.mjs')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...registryEnv,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        QCE_SKIP_BUILD: '1',
      },
      stdio: 'inherit',
    }),
  );
} else {
  children.push(
    spawn(process.execPath, [path.join(repoRoot, 'deploy/registry/serve.mjs')], {
      cwd: repoRoot,
      env: { ...process.env, ...registryEnv, PORT: String(registryPort), HOST: '127.0.0.1' },
      stdio: 'inherit',
    }),
  );
}
// nginx reads its own NGINX variable (inherited listening sockets): never pass ours on.
const nginxEnv = { ...process.env };
delete nginxEnv.NGINX;
children.push(
  spawn(nginx, ['-p', prefix, '-c', confFile, '-g', 'daemon off;'], {
    stdio: 'inherit',
    env: nginxEnv,
  }),
);
// A release to a new origin changes the policy: regenerate and reload (the master re-reads its config).
fs.watchFile(path.join(registryDir, 'registry.json'), { interval: 300 }, () => {
  const next = writeGenerated();
  if (next === generatedFor) return;
  generatedFor = next;
  spawnSync(nginx, ['-p', prefix, '-c', confFile, '-s', 'reload'], { env: nginxEnv });
  console.log(`[nginx] track origins now: ${next || '(none)'}; reloaded`);
});
console.log(
  `[nginx] QCE portal on http://127.0.0.1:${port}/qce/ (${demo ? 'demo profile, mock API' : 'production profile'}; config ${confFile})`,
);

const stop = (code = 0) => {
  fs.unwatchFile(path.join(registryDir, 'registry.json'));
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  fs.rmSync(prefix, { recursive: true, force: true });
  process.exit(code);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
// Either process gone (crashed, or killed from outside) leaves a half portal: stop, and say so.
for (const child of children) {
  child.on('exit', (code, signal) => {
    console.error(`[nginx] ${child.spawnfile} exited (${signal ?? code}); stopping the portal`);
    stop(1);
  });
}
