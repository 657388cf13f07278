import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { staffKeyHeaders } from './staff-api';

export const repoRoot = path.resolve(__dirname, '../..');

export interface IsolatedPortal {
  /** Origin, e.g. http://127.0.0.1:41234 */
  url: string;
  dataFile: string;
  stop: () => Promise<void>;
}

/** Options only deploy/start.mjs has (the nginx recipe serves the release tree as it is). */
const NODE_ONLY = ['REMOTES_OVERRIDE'];

/**
 * A second portal process (its own free port and data file) for specs that change what the whole origin
 * serves (remotes.json, maintenance, faults), so they never disturb specs running in parallel. Served like
 * the suite's own server (playwright.config.ts): through the nginx recipe with its CSP when the suite runs
 * on nginx, else (or when `env` needs a start.mjs-only option) by deploy/start.mjs.
 */
export async function startIsolatedPortal(
  env: Record<string, string> = {},
): Promise<IsolatedPortal> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qce-portal-'));
  // nginx's workers (user nobody when run as root) read the registry's published releases below it.
  fs.chmodSync(dir, 0o755);
  const dataFile = path.join(dir, 'data.json');
  const viaNginx = process.env.E2E_SERVER === 'nginx' && !NODE_ONLY.some((name) => name in env);
  const script = viaNginx ? 'deploy/nginx/run.mjs' : 'deploy/start.mjs';
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, script)], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      QCE_SKIP_BUILD: '1',
      QCE_DATA_FILE: dataFile,
      // Its own remote registry: a release made against this portal never reaches another.
      QCE_REGISTRY_DIR: path.join(dir, 'registry'),
      QCE_API_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`portal did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // Through nginx the mock backend behind it prints its own "QCE portal:" line: take nginx's.
      const match = (
        viaNginx
          ? /\[nginx\] QCE portal on (http:\/\/127\.0\.0\.1:\d+)\/qce\//
          : /QCE portal:\s+(http:\/\/127\.0\.0\.1:\d+)\/qce\//
      ).exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`portal exited with ${code}:\n${output}`));
    });
  });
  // The production profile has no staff API (and, through nginx, no mock backend): wait for nginx itself.
  if (viaNginx) {
    await (env.QCE_PROFILE === 'production'
      ? untilAnswers(`${url}/qce/config.json`, () => output)
      : untilAnswers(`${url}/__staff/users`, () => output));
  }
  return {
    url,
    dataFile,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }).finally(() => fs.rmSync(dir, { recursive: true, force: true })),
  };
}

/**
 * run.mjs prints its URL before nginx listens, and nginx answers before the mock backend behind it has
 * started: wait until `url` (the staff API through nginx, or a static file) answers 200.
 */
async function untilAnswers(url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const status = await fetch(url, { headers: staffKeyHeaders() })
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer:\n${output()}`);
}
