// The remote registry's document: which release of each track is live, every release ever published,
// and the history of pointer moves. Kept in its own folder (QCE_REGISTRY_DIR), never inside an app's
// dist. Writes are atomic (temporary file, fsync, rename) and serialised by a lock file, so two release
// commands or a release and a rollback never interleave.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} Release
 * @property {string} releaseId   unique, immutable: one id names one set of files
 * @property {string} entry       URL of the release's mf-manifest.json (absolute, or a path on the portal origin)
 * @property {string} publishedAt ISO time
 * @property {string} [gitSha]
 * @property {string} [kitVersion]      @qce/shared-kit version the release was built with
 * @property {string} [runtimeVersion]  @module-federation/enhanced version it was built with
 *
 * @typedef {object} Move
 * @property {string} at
 * @property {'release' | 'rollback'} action
 * @property {string} releaseId  live after the move
 * @property {string | null} previous  live before the move (null: the shell's built-in default)
 *
 * @typedef {object} TrackRecord
 * @property {string | null} current
 * @property {Record<string, Release>} releases
 * @property {Move[]} history
 *
 * @typedef {{ version: 1, tracks: Record<string, TrackRecord> }} RegistryDocument
 */

export const TRACKS = ['mf_ihc', 'mf_sp', 'mf_recurring', 'mf_certificates'];
const RELEASE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const LOCK_WAIT_MS = 5000;
const STALE_LOCK_MS = 30_000;

export class RegistryError extends Error {
  /** @param {number} status HTTP status the service answers with @param {string} message one line */
  constructor(status, message) {
    super(message);
    this.name = 'RegistryError';
    this.status = status;
  }
}

/** @returns {RegistryDocument} */
const emptyDocument = () => ({ version: 1, tracks: {} });

/** @param {RegistryDocument} doc @param {string} track @returns {TrackRecord} */
function trackOf(doc, track) {
  doc.tracks[track] ??= { current: null, releases: {}, history: [] };
  return doc.tracks[track];
}

/**
 * Every origin a recorded release's entry lives on (absolute entries only; paths are the portal's own).
 * @param {RegistryDocument} doc
 * @returns {string[]} sorted, unique
 */
export function trackOrigins(doc) {
  const origins = new Set();
  for (const record of Object.values(doc.tracks)) {
    for (const release of Object.values(record.releases)) {
      if (/^https?:\/\//.test(release.entry)) origins.add(new URL(release.entry).origin);
    }
  }
  return [...origins].sort();
}

/** @param {string} track */
export function assertTrack(track) {
  if (!TRACKS.includes(track)) {
    throw new RegistryError(404, `unknown track "${track}" (known: ${TRACKS.join(', ')})`);
  }
}

/** @param {unknown} entry */
function assertEntryUrl(entry) {
  if (typeof entry !== 'string' || entry.length > 2000) {
    throw new RegistryError(400, 'entry must be a URL of at most 2000 characters');
  }
  if (entry.startsWith('/') && !entry.startsWith('//')) return;
  let url;
  try {
    url = new URL(entry);
  } catch {
    throw new RegistryError(400, `entry "${entry}" is neither an absolute URL nor a path`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new RegistryError(400, `entry "${entry}" must be http(s)`);
  }
}

/**
 * @param {string} dir  the registry's folder (created when missing)
 * @param {{ now?: () => Date }} [options]
 */
export function createRegistryStore(dir, options = {}) {
  const now = options.now ?? (() => new Date());
  const file = path.join(dir, 'registry.json');
  const lockFile = path.join(dir, 'registry.lock');
  fs.mkdirSync(dir, { recursive: true });

  /** @returns {RegistryDocument} */
  function read() {
    let text;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      return emptyDocument();
    }
    const doc = JSON.parse(text);
    if (doc?.version !== 1 || typeof doc.tracks !== 'object') {
      throw new RegistryError(500, `${file} is not a registry document`);
    }
    return doc;
  }

  /** @param {RegistryDocument} doc */
  function writeAtomically(doc) {
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    const fd = fs.openSync(tmp, 'w');
    try {
      fs.writeSync(fd, `${JSON.stringify(doc, null, 2)}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, file);
  }

  async function acquireLock() {
    const started = Date.now();
    for (;;) {
      try {
        fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
        return;
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
        const age = Date.now() - (fs.statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs ?? 0);
        if (age > STALE_LOCK_MS) fs.rmSync(lockFile, { force: true });
        else if (Date.now() - started > LOCK_WAIT_MS) {
          throw new RegistryError(423, 'the registry is locked by another release; try again');
        } else await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  /**
   * Runs `change` on the current document under the lock and writes its result atomically.
   * @template T
   * @param {(doc: RegistryDocument) => T} change
   * @returns {Promise<T>}
   */
  async function update(change) {
    await acquireLock();
    try {
      const doc = read();
      const result = change(doc);
      writeAtomically(doc);
      return result;
    } finally {
      fs.rmSync(lockFile, { force: true });
    }
  }

  return {
    dir,
    read,

    /** Origins other tracks' releases are served from (absolute entries): the CSP and the shell's allow-list. */
    trackOrigins() {
      return trackOrigins(read());
    },

    /**
     * The shell's view: `{ mf_sp: { entry } }` for every track, the live release where one was published,
     * else the built-in default.
     * @param {Record<string, { entry: string }>} defaults
     */
    remotes(defaults) {
      const doc = read();
      const out = { ...defaults };
      for (const [track, record] of Object.entries(doc.tracks)) {
        const live = record.current ? record.releases[record.current] : undefined;
        if (live) out[track] = { entry: live.entry };
      }
      return out;
    },

    /**
     * Records a release and makes it live (`stage`: records it only, so its origin is allowed before the
     * gate's smoke load; publishing it again makes it live). Publishing the same id twice with other files
     * is refused (a release id names one immutable set of files).
     * @param {string} track
     * @param {Omit<Release, 'publishedAt'>} release
     * @param {{ stage?: boolean }} [how]
     */
    publish(track, release, how = {}) {
      assertTrack(track);
      if (typeof release.releaseId !== 'string' || !RELEASE_ID.test(release.releaseId)) {
        throw new RegistryError(
          400,
          'releaseId must be 1-100 letters, digits, dot, dash or underscore',
        );
      }
      assertEntryUrl(release.entry);
      for (const key of ['gitSha', 'kitVersion', 'runtimeVersion']) {
        const value = release[key];
        if (value !== undefined && (typeof value !== 'string' || value.length > 100)) {
          throw new RegistryError(400, `${key} must be a string of at most 100 characters`);
        }
      }
      return update((doc) => {
        const record = trackOf(doc, track);
        const known = record.releases[release.releaseId];
        if (known && known.entry !== release.entry) {
          throw new RegistryError(
            409,
            `release ${release.releaseId} of ${track} already exists with another entry`,
          );
        }
        const at = now().toISOString();
        record.releases[release.releaseId] = known ?? {
          releaseId: release.releaseId,
          entry: release.entry,
          publishedAt: at,
          ...(release.gitSha ? { gitSha: release.gitSha } : {}),
          ...(release.kitVersion ? { kitVersion: release.kitVersion } : {}),
          ...(release.runtimeVersion ? { runtimeVersion: release.runtimeVersion } : {}),
        };
        if (how.stage) return { track, live: null, staged: record.releases[release.releaseId] };
        const move = {
          at,
          action: /** @type {const} */ ('release'),
          releaseId: release.releaseId,
          previous: record.current,
        };
        record.history.push(move);
        record.current = release.releaseId;
        return { track, live: record.releases[release.releaseId], move };
      });
    },

    /**
     * Moves the pointer back to what was live before the current release went live.
     * @param {string} track
     */
    rollback(track) {
      assertTrack(track);
      return update((doc) => {
        const record = trackOf(doc, track);
        const madeLive = [...record.history]
          .reverse()
          .find((move) => move.releaseId === record.current && move.action === 'release');
        if (!record.current || !madeLive) {
          throw new RegistryError(409, `${track} has no earlier release to roll back to`);
        }
        const move = {
          at: now().toISOString(),
          action: /** @type {const} */ ('rollback'),
          releaseId: madeLive.previous ?? 'built-in',
          previous: record.current,
        };
        record.history.push(move);
        record.current = madeLive.previous;
        return {
          track,
          live: madeLive.previous ? record.releases[madeLive.previous] : null,
          move,
        };
      });
    },
  };
}
