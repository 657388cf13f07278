import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

export interface IsolatedPortal {
  /** Origin, e.g. http://127.0.0.1:41234 */
  url: string;
  dataFile: string;
  stop: () => Promise<void>;
}

/**
 * A second portal process (deploy/start.mjs on a free port, its own data file) for specs that change
 * what the whole origin serves (remotes.json, maintenance), so they never disturb specs running in parallel.
 */
export async function startIsolatedPortal(
  env: Record<string, string> = {},
): Promise<IsolatedPortal> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qce-portal-'));
  const dataFile = path.join(dir, 'data.json');
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'deploy/start.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      QCE_SKIP_BUILD: '1',
      QCE_DATA_FILE: dataFile,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`portal did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /QCE portal:\s+(http:\/\/127\.0\.0\.1:\d+)\/qce\//.exec(output);
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
