import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from '@playwright/test';
import { entryFileIn, isEntryFile } from './entry-files';
import { repoRoot } from './isolated-portal';

const run = promisify(execFile);

/** The kit version in shared-kit/package.json, as [major, minor, patch]. */
export function kitVersion(): [number, number, number] {
  const { version } = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'shared-kit/package.json'), 'utf8'),
  ) as { version: string };
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  return [major, minor, patch];
}

/** A build lock older than this is a build whose process died: the next one takes it over. */
const STALE_BUILD_LOCK_MS = 10 * 60_000;

/**
 * Takes `lock` (a folder: mkdir is atomic across processes), or waits until `done()` or the lock is free
 * again. Returns false when `done()` came true while waiting (nothing left to build).
 */
async function takeBuildLock(lock: string, done: () => boolean): Promise<boolean> {
  for (;;) {
    try {
      fs.mkdirSync(lock);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (done()) return false;
    try {
      if (Date.now() - fs.statSync(lock).mtimeMs > STALE_BUILD_LOCK_MS) {
        fs.rmSync(lock, { recursive: true, force: true });
        continue;
      }
    } catch {
      continue; // released meanwhile
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * A production build of one app from the current sources that declares another kit version
 * (QCE_KIT_VERSION, ADR 013), into a temp folder of its own: the apps' dist folders stay untouched.
 * Reused while its folder exists (one per git HEAD and version). One build per folder across the run's
 * workers: two specs that need the same variant at once (kit-versions (a) and track-first-paint both use
 * mf-sp with the next kit minor) no longer build it twice into the same folder on the CI's two cores; the
 * second waits for the first's build.
 */
export async function buildKitVariant(app: string, version: string): Promise<string> {
  const head = (await run('git', ['rev-parse', '--short=10', 'HEAD'], { cwd: repoRoot })).stdout;
  const out = path.join(os.tmpdir(), `qce-kit-variant-${head.trim()}-${app}-${version}`);
  const done = () => fs.existsSync(path.join(out, '.complete'));
  if (done()) return out;
  const lock = `${out}.lock`;
  if (!(await takeBuildLock(lock, done))) return out;
  try {
    if (done()) return out;
    fs.rmSync(out, { recursive: true, force: true });
    const cli = createRequire(path.join(repoRoot, 'package.json')).resolve(
      'webpack-cli/bin/cli.js',
    );
    // No source maps: only the test's browser loads a variant (mf-sp 10.5 -> 8.7 s on the idle machine).
    await run(
      process.execPath,
      [cli, '--mode', 'production', '--no-devtool', '--output-path', out],
      {
        cwd: path.join(repoRoot, app),
        env: {
          ...process.env,
          QCE_KIT_VERSION: version,
          QCE_BUILD_MARKER: `${app}-kit-${version}`,
        },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    fs.writeFileSync(path.join(out, '.complete'), version);
    return out;
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

/**
 * Serves the files under `urlPrefix` (e.g. `/remotes/sp/`, or `/qce/` for the shell's scripts and
 * styles) from `dir` for this context; a file the variant does not have comes from the server.
 */
export async function serveVariant(
  context: BrowserContext,
  urlPrefix: string,
  dir: string,
  only: RegExp = /\.(js|css|json)$/,
): Promise<void> {
  await context.route(
    (url) => url.pathname.startsWith(urlPrefix) && only.test(url.pathname),
    async (route) => {
      const pathname = new URL(route.request().url()).pathname;
      const rel = pathname.slice(urlPrefix.length);
      // The deployed page names the deployed entry (main.<hash>.js): the variant answers with its own.
      const file = isEntryFile(pathname) ? entryFileIn(dir) : path.join(dir, rel);
      if (rel.includes('..') || !fs.existsSync(file) || !fs.statSync(file).isFile())
        return route.continue();
      return route.fulfill({
        status: 200,
        headers: {
          'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          'Cache-Control': 'no-cache',
        },
        body: fs.readFileSync(file),
      });
    },
  );
}

/** What one shared module version in the page's federation share scope is used by. */
export interface ShareUse {
  pkg: string;
  version: string;
  from: string;
  useIn: string[];
}

/** Every shared module version registered on the page, with the apps that use it (`useIn`). */
export function shareUses(page: Page): Promise<ShareUse[]> {
  return page.evaluate(() => {
    interface Entry {
      from?: string;
      useIn?: string[];
    }
    const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: unknown } }).__FEDERATION__;
    const uses: ShareUse[] = [];
    const hosts = (federation?.__SHARE__ ?? {}) as Record<
      string,
      Record<string, Record<string, Record<string, Entry>>>
    >;
    for (const scopes of Object.values(hosts))
      for (const packages of Object.values(scopes))
        for (const [pkg, versions] of Object.entries(packages))
          for (const [version, entry] of Object.entries(versions))
            uses.push({ pkg, version, from: entry.from ?? '', useIn: [...(entry.useIn ?? [])] });
    return uses;
  });
}

/** The contract is a strict singleton with a version of its own (CONTRACT_VERSION), not a kit entry. */
const CONTRACT = '@qce/shared-kit/contract';

/** `<kit entry>@<version>` of every kit entry (and domain entry, shared with the kit) an app uses. */
export function kitEntriesUsedBy(uses: ShareUse[], app: string): string[] {
  return uses
    .filter(
      (use) =>
        (use.pkg.startsWith('@qce/shared-kit/') || use.pkg.startsWith('@qce/domain/')) &&
        use.pkg !== CONTRACT &&
        use.useIn.includes(app),
    )
    .map((use) => `${use.pkg}@${use.version}`)
    .sort();
}

/** The kit versions an app's kit entries come from (one, if the sharing policy holds). */
export function kitVersionsUsedBy(uses: ShareUse[], app: string): string[] {
  return [
    ...new Set(kitEntriesUsedBy(uses, app).map((entry) => entry.split('@').at(-1) ?? '')),
  ].sort();
}
