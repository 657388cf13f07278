#!/usr/bin/env node
// A track team's release, against a running portal (`pnpm start` or the nginx recipe):
//   pnpm release <track>    build the track, publish it to releases/<track>/<release id>/ (immutable), run the
//                           gate against what is live, then move the registry's pointer to it
//   pnpm rollback <track>   move the pointer back to what was live before
// <track>: ihc, sp, recurring, certificates (or mf_sp, @qce/mf-sp).
// Options (or environment):
//   --portal <url>          QCE_PORTAL_URL       the live portal (default http://127.0.0.1:8080)
//   --dist <folder>                               publish this finished build instead of building
//   --publish-url <url>     QCE_PUBLISH_URL      where the registry's releases/ folder is served (default
//                                                 /releases on the portal; another origin for a track served
//                                                 from a CDN: its origin joins the CSP and the allow-list)
//   --smoke-session <id:token>  QCE_SMOKE_SESSION a test applicant the smoke load signs in as (tracks
//                                                 behind a session; certificates' public page needs none)
//   QCE_REGISTRY_DIR (default deploy/.registry: the published files), QCE_REGISTRY_TOKEN (default: the
//   token file in that folder)
/* global document, MutationObserver -- the smoke load's init script runs in the page */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remoteApps, repoRoot } from './lib/apps.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { checkContract, checkExposes, checkSharedRanges } from './registry/gate.mjs';
import { deployToken } from './registry/router.mjs';

/** The first page of each track, as an applicant opens it. */
const FIRST_PAGES = {
  mf_ihc: '/qce/ihc/applications',
  mf_sp: '/qce/sp/applications',
  mf_recurring: '/qce/recurring/shl/applications',
  mf_certificates: '/qce/qcs?ecs=QCE-HC-0001,Juan,Dela%20Cruz',
};
const PUBLIC_FIRST_PAGES = new Set(['mf_certificates']);

class Refused extends Error {}

const log = (line) => console.log(`[release] ${line}`);

function remoteFor(track) {
  const remote = remoteApps.find((r) => [r.id, r.federationName, r.pkg, r.dir].includes(track));
  if (!remote) {
    throw new Refused(
      `unknown track "${track}" (one of ${remoteApps.map((r) => r.id).join(', ')})`,
    );
  }
  return remote;
}

function releaseIdFor(remote) {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\..+$/, '')
    .replace('T', '-');
  let sha = 'nogit';
  try {
    sha = execFileSync('git', ['rev-parse', '--short=8', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
  } catch {
    // not a git checkout: the time alone names the release
  }
  return `${remote.id}-${stamp}-${sha}`;
}

async function getJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Refused(`${url} answered ${response.status}`);
  return response.json();
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new Refused(`${file} is missing or not JSON`);
  }
}

/** Published files are read by the web server's own user (nginx's workers run as nobody): 0755/0644. */
function readableByAll(dir) {
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) readableByAll(file);
    else fs.chmodSync(file, 0o644);
  }
}

/** Builds the track into `target` with the release id compiled in (QCE_BUILD_MARKER). */
function build(remote, target, releaseId) {
  log(`building ${remote.pkg} into ${path.relative(repoRoot, target)}`);
  const cli = createRequire(path.join(repoRoot, 'package.json')).resolve('webpack-cli/bin/cli.js');
  const result = spawnSync(
    process.execPath,
    [cli, '--mode', 'production', '--output-path', target],
    {
      cwd: path.join(repoRoot, remote.dir),
      env: { ...process.env, QCE_BUILD_MARKER: releaseId },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Refused(`the build of ${remote.pkg} failed`);
}

/**
 * Loads the track's first page in headless Chromium inside the live portal, with the registry's answer
 * for this track replaced by the candidate (nothing live changes), and waits for its parcel to mount.
 */
async function smokeLoad({ portal, remote, entry, session }) {
  const track = remote.federationName;
  if (!PUBLIC_FIRST_PAGES.has(track) && !session) {
    throw new Refused(
      `the smoke load of ${track} needs a test applicant: --smoke-session <userId>:<token> (or QCE_SMOKE_SESSION)`,
    );
  }
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    await context.route('**/qce/remotes.json', async (route) => {
      const live = await (await route.fetch()).json();
      await route.fulfill({ json: { ...live, [track]: { entry } } });
    });
    // A composed page inlines the live registry (issue 22): the candidate replaces the track there too,
    // before the shell's deferred script reads it.
    await context.addInitScript(
      ([name, candidate]) => {
        new MutationObserver((_changes, observer) => {
          const boot = document.getElementById('qce-boot');
          if (!boot?.textContent) return;
          observer.disconnect();
          const data = JSON.parse(boot.textContent);
          data.remotes = { ...data.remotes, [name]: { entry: candidate } };
          data.manifests = {};
          boot.textContent = JSON.stringify(data);
        }).observe(document, { childList: true, subtree: true });
      },
      [track, entry],
    );
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 200));
    });
    const candidateFiles = [];
    const base = new URL(entry, portal).href.replace(/mf-manifest\.json$/, '');
    page.on('response', (response) => {
      if (response.url().startsWith(base)) candidateFiles.push(response.url());
    });
    if (session) {
      const [userId, token] = session.split(':');
      await page.goto(
        `${portal}/qce/applications?userId=${encodeURIComponent(userId)}&token=${encodeURIComponent(token)}`,
      );
      await page.locator('main').first().waitFor();
    }
    await page.goto(`${portal}${FIRST_PAGES[track]}`);
    const mounted = page.locator('[data-parcel-mounted="true"]');
    const unavailable = page.getByRole('button', { name: /try again/i });
    await Promise.race([
      mounted.first().waitFor({ timeout: 20_000 }),
      unavailable
        .first()
        .waitFor({ timeout: 20_000 })
        .then(() => {
          throw new Refused(
            `the candidate's first page shows the "temporarily unavailable" panel${consoleErrors[0] ? ` (${consoleErrors[0]})` : ''}`,
          );
        }),
    ]).catch((error) => {
      throw error instanceof Refused
        ? error
        : new Refused(`the candidate's first page did not mount within 20 s`);
    });
    if (!candidateFiles.some((url) => /\/remoteEntry(\.[0-9a-f]{8})?\.js$/.test(url))) {
      throw new Refused('the smoke load did not use the candidate build');
    }
    if (errors.length > 0) throw new Refused(`the candidate's first page threw: ${errors[0]}`);
  } finally {
    await browser.close();
  }
}

async function release(track, options) {
  const remote = remoteFor(track);
  const releaseId = releaseIdFor(remote);
  const releasesDir = path.join(options.registryDir, 'releases', remote.id);
  const target = path.join(releasesDir, releaseId);
  if (fs.existsSync(target)) throw new Refused(`${target} exists already: a release is immutable`);
  fs.mkdirSync(releasesDir, { recursive: true });
  try {
    if (options.dist) fs.cpSync(path.resolve(options.dist), target, { recursive: true });
    else build(remote, target, releaseId);
    readableByAll(target);

    const manifest = readJson(path.join(target, 'mf-manifest.json'));
    const info = readJson(path.join(target, 'qce-build.json'));
    const liveShell = await getJson(`${options.portal}/qce/mf-manifest.json`);
    const liveInfo = await getJson(`${options.portal}/qce/qce-build.json`);
    const refusal =
      checkExposes(remote.federationName, manifest) ??
      checkSharedRanges(manifest, liveShell) ??
      checkContract(info, liveInfo);
    if (refusal) throw new Refused(refusal);
    const entry = `${options.publishUrl}/${remote.id}/${releaseId}/mf-manifest.json`;
    const meta = {
      releaseId,
      entry,
      gitSha: info.gitSha,
      kitVersion: info.kitVersion,
      runtimeVersion: info.runtimeVersion,
    };
    const origin = /^https?:\/\//.test(entry) ? new URL(entry).origin : null;
    if (origin && origin !== new URL(options.portal).origin) {
      // Recorded first (not live), so the portal's CSP and allow-list take its origin in for the smoke load.
      await registryCall(options, `tracks/${remote.federationName}/releases`, {
        ...meta,
        stage: true,
      });
      await untilOriginAllowed(options.portal, origin);
    }
    log(`gate: exposes, shared ranges and contract match the live shell; smoke load in Chromium`);
    await smokeLoad({ portal: options.portal, remote, entry, session: options.session });

    const answer = await registryCall(options, `tracks/${remote.federationName}/releases`, meta);
    log(
      `${releaseId} is live for ${remote.federationName} (before: ${answer.move.previous ?? 'built-in'})`,
    );
  } catch (error) {
    // Never live: the files go, the registry is untouched.
    fs.rmSync(target, { recursive: true, force: true });
    throw error;
  }
}

/** Waits until the portal's config.json allows `origin` (the nginx recipe reloads on a registry change). */
async function untilOriginAllowed(portal, origin) {
  for (let waited = 0; waited < 10_000; waited += 250) {
    const config = await getJson(`${portal}/qce/config.json`).catch(() => ({}));
    if (Array.isArray(config.remoteOrigins) && config.remoteOrigins.includes(origin)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Refused(`the portal did not take in the origin ${origin} within 10 s`);
}

async function registryCall(options, route, body) {
  const response = await fetch(`${options.portal}/__registry/${route}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${options.token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Refused(answer.message ?? `the registry answered ${response.status}`);
  return answer;
}

async function rollback(track, options) {
  const remote = remoteFor(track);
  const answer = await registryCall(options, `tracks/${remote.federationName}/rollback`, {});
  log(`${remote.federationName} rolled back to ${answer.live?.releaseId ?? 'the built-in build'}`);
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      portal: { type: 'string' },
      dist: { type: 'string' },
      'publish-url': { type: 'string' },
      'smoke-session': { type: 'string' },
    },
  });
  const [command, track] = positionals;
  if (!['release', 'rollback'].includes(command ?? '') || !track) {
    throw new Refused('usage: pnpm release <track> | pnpm rollback <track>');
  }
  const registryDir = path.resolve(
    process.env.QCE_REGISTRY_DIR ?? path.join(repoRoot, 'deploy', '.registry'),
  );
  const options = {
    portal: (values.portal ?? process.env.QCE_PORTAL_URL ?? 'http://127.0.0.1:8080').replace(
      /\/$/,
      '',
    ),
    dist: values.dist,
    publishUrl: (values['publish-url'] ?? process.env.QCE_PUBLISH_URL ?? '/releases').replace(
      /\/$/,
      '',
    ),
    session: values['smoke-session'] ?? process.env.QCE_SMOKE_SESSION,
    registryDir,
    token: deployToken(registryDir),
  };
  if (command === 'release') await release(track, options);
  else await rollback(track, options);
}

main().catch((error) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[release] refused: ${message}`);
  process.exit(1);
});
