// The registry as an HTTP service (express router), mounted by deploy/start.mjs and run alone by
// deploy/registry/serve.mjs for the nginx recipe:
//   GET  /qce/remotes.json                      what the shell reads: { mf_sp: { entry } } (no-cache)
//   GET  /__registry/tracks                     the whole document: live release, releases, history
//   POST /__registry/tracks/:track/releases     { releaseId, entry, gitSha?, kitVersion?, runtimeVersion?,
//                                                 stage? } (stage: recorded, its origin allowed, not yet live)
//   POST /__registry/tracks/:track/rollback     back to what was live before
//   GET  /__first-paint/qce/<route>             a prerendered route's HTML with the live release's first paint
// Writes need `Authorization: Bearer <deploy token>` and a JSON body: no web page can move a pointer.
// A release's entry must answer and be a manifest of that track before the pointer moves.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import { RegistryError, assertTrack, createRegistryStore } from './store.mjs';

/**
 * The deploy token: QCE_REGISTRY_TOKEN, else one kept in the registry folder (0600), made on first use,
 * so the release command on the same machine reads the same one.
 * @param {string} dir
 */
export function deployToken(dir) {
  if (process.env.QCE_REGISTRY_TOKEN) return process.env.QCE_REGISTRY_TOKEN;
  const file = path.join(dir, 'deploy-token');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dir, { recursive: true });
    const token = crypto.randomBytes(24).toString('hex');
    try {
      fs.writeFileSync(file, token, { flag: 'wx', mode: 0o600 });
      return token;
    } catch {
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}

/** @param {string} a @param {string} b */
function sameSecret(a, b) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/**
 * Fetches the entry (relative entries against `base`) and checks it is the manifest of `track`.
 * @param {string} track @param {string} entry @param {string} base
 */
export async function checkEntryAnswers(track, entry, base) {
  const url = new URL(entry, base).href;
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  } catch (error) {
    throw new RegistryError(
      422,
      `entry ${url} does not answer (${error instanceof Error ? error.message : error})`,
    );
  }
  if (!response.ok) throw new RegistryError(422, `entry ${url} answers ${response.status}`);
  let manifest;
  try {
    manifest = await response.json();
  } catch {
    throw new RegistryError(422, `entry ${url} is not JSON`);
  }
  const name = manifest?.metaData?.name ?? manifest?.name;
  if (name !== track || !Array.isArray(manifest?.exposes)) {
    throw new RegistryError(422, `entry ${url} is not a module-federation manifest of ${track}`);
  }
}

/**
 * @param {object} options
 * @param {string} options.dir  registry folder (QCE_REGISTRY_DIR)
 * @param {() => Record<string, { entry: string }>} options.defaults  the built-in entries
 * @param {string} [options.checkBase]  origin the entries are fetched from (default: the request's own)
 * @param {(doc: unknown) => unknown} [options.decorate]  last changes to remotes.json (overrides)
 * @param {(pathname: string) => Promise<string | null>} [options.firstPaintPage]  a prerendered route's
 *   HTML with the live track release's first paint (GET /__first-paint/qce/..., what nginx serves)
 */
export function createRegistryRouter(options) {
  const store = createRegistryStore(options.dir);
  const token = deployToken(options.dir);
  const router = express.Router();

  router.get('/qce/remotes.json', (_req, res) => {
    const remotes = store.remotes(options.defaults());
    res.setHeader('Cache-Control', 'no-cache');
    res.json(options.decorate ? options.decorate(remotes) : remotes);
  });

  if (options.firstPaintPage) {
    const compose = options.firstPaintPage;
    router.get(/^\/__first-paint(\/qce\/.*)$/, async (req, res, next) => {
      try {
        const html = await compose(req.params[0]);
        if (html === null) {
          res.status(404).type('text/plain').send('Not a prerendered route');
          return;
        }
        res.setHeader('Cache-Control', 'no-cache');
        res.type('html').send(html);
      } catch (error) {
        next(error);
      }
    });
  }

  router.get('/__registry/tracks', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(store.read());
  });

  /** @type {express.RequestHandler} */
  const authorised = (req, res, next) => {
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '';
    if (!sameSecret(given, token)) {
      res.status(401).json({ message: 'A deploy token is required to change the registry.' });
      return;
    }
    if (!req.is('application/json')) {
      res.status(415).json({ message: 'Send the request as application/json.' });
      return;
    }
    next();
  };
  const json = express.json({ limit: '16kb' });

  /** @param {(req: express.Request) => Promise<unknown>} handler @returns {express.RequestHandler} */
  const answer = (handler) => async (req, res) => {
    try {
      res.json(await handler(req));
    } catch (error) {
      const status = error instanceof RegistryError ? error.status : 500;
      res.status(status).json({ message: error instanceof Error ? error.message : String(error) });
    }
  };

  router.post(
    '/__registry/tracks/:track/releases',
    authorised,
    json,
    answer(async (req) => {
      const { track } = req.params;
      assertTrack(track);
      const body = req.body ?? {};
      if (typeof body !== 'object' || Array.isArray(body)) {
        throw new RegistryError(400, 'the body must be a JSON object');
      }
      const base = options.checkBase ?? `${req.protocol}://${req.get('host')}`;
      if (typeof body.entry === 'string') await checkEntryAnswers(track, body.entry, base);
      const { stage, ...release } = body;
      return store.publish(track, release, { stage: stage === true });
    }),
  );

  router.post(
    '/__registry/tracks/:track/rollback',
    authorised,
    json,
    answer(async (req) => store.rollback(req.params.track)),
  );

  return router;
}
