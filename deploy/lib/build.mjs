// Builds the apps whose production build is missing or older than their sources.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { allApps, distDir, repoRoot } from './apps.mjs';

const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', 'coverage']);

/** Newest modification time (ms) of any file below `target` (a file or a folder); 0 when absent. */
function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIP_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Inputs of every app's bundle besides its own folder. */
const sharedInputs = [
  'shared-kit/src',
  'shared-kit/build-tools',
  'shared-kit/package.json',
  'shared-kit/domain/src',
  'shared-kit/domain/package.json',
  'mock-api/src',
  'mock-api/package.json',
  'pnpm-lock.yaml',
];

/**
 * @param {import('./apps.mjs').PortalApp} app
 * @returns {string | null} why the app needs a build, or null when its dist is current
 */
export function staleReason(app) {
  const marker = path.join(distDir(app), app.marker);
  if (!fs.existsSync(marker)) return 'no build';
  const builtAt = fs.statSync(marker).mtimeMs;
  const ownInputs = [
    'src',
    'public',
    'package.json',
    'webpack.config.js',
    'webpack.config.cjs',
  ].map((p) => path.join(app.dir, p));
  for (const input of [...ownInputs, ...sharedInputs]) {
    if (newestMtime(path.join(repoRoot, input)) > builtAt) return `${input} changed`;
  }
  return null;
}

/** The command that runs pnpm: the one that launched us (`pnpm start`), else `pnpm` on PATH. */
export function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(path.basename(execPath)) && /\.c?js$/.test(execPath)) {
    return { cmd: process.execPath, prefix: [execPath] };
  }
  return { cmd: 'pnpm', prefix: [] };
}

/** Runs a command in the repo root with inherited output; resolves on exit code 0. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve(undefined)
        : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/**
 * Builds every app whose dist is missing or stale (all of them through `pnpm build` when all are).
 * @param {{ log?: (line: string) => void, force?: boolean }} [options]
 */
export async function ensureBuilt({ log = console.log, force = false } = {}) {
  const stale = allApps
    .map((app) => ({ app, reason: force ? 'forced' : staleReason(app) }))
    .filter((entry) => entry.reason !== null);
  if (stale.length === 0) {
    log('Production builds are up to date.');
    return;
  }
  for (const { app, reason } of stale) log(`Building ${app.pkg} (${reason})`);
  const { cmd, prefix } = pnpmCommand();
  const started = Date.now();
  if (stale.length === allApps.length) {
    await run(cmd, [...prefix, 'build']);
  } else {
    const filters = stale.flatMap(({ app }) => ['--filter', `./${app.dir}`]);
    await run(cmd, [...prefix, '-r', ...filters, '--workspace-concurrency=2', 'run', 'build']);
  }
  log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
