/**
 * Node entry: `createMockApiMiddleware()` serves `/api/**` and `/__staff/**` from the shared handlers
 * (Node request -> Fetch Request -> msw `getResponse`), calling `next()` for anything else. The state is kept
 * in a JSON file (default `mock-api/.data/db.json`), so it survives a restart.
 * A body over MAX_REQUEST_BODY_BYTES answers 413 without being buffered. The staff API answers only its own
 * origin, state-changing staff calls must be JSON, and all but its browser pages need the staff key
 * (issue 23 item 4, see staffGuard); `staff: false` leaves /__staff unmounted (production).
 * Run directly (`tsx mock-api/src/http-server.ts`) it listens alone on 127.0.0.1:9090 (`PORT` to change;
 * `QCE_STAFF_KEY` for the staff key, else a random one it prints).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname, join, resolve } from 'node:path';
import { getResponse } from 'msw';
import { BODY_TOO_LARGE_MESSAGE, MAX_REQUEST_BODY_BYTES } from './body-limit';
import { setPersistence } from './db';
import type { DbState, Persistence } from './db';
import { handlers } from './handlers';

export interface MockApiMiddlewareOptions {
  /** JSON file holding the state (created when missing). */
  dataFile?: string;
  /**
   * The staff API: `{ key }` mounts it behind that key (default: `QCE_STAFF_KEY`, else a random key, read
   * back from the middleware's `staffKey`); `false` leaves `/__staff` unmounted (passed to `next()`).
   */
  staff?: { key?: string } | false;
  /** The largest request body (default MAX_REQUEST_BODY_BYTES); a larger one answers 413. */
  maxBodyBytes?: number;
}

export type NextFunction = (error?: unknown) => void;
export type MockApiMiddleware = ((
  req: IncomingMessage,
  res: ServerResponse,
  next: NextFunction,
) => void) & {
  /** The key the staff API asks for, or null when the staff API is not mounted. */
  staffKey: string | null;
};

const SERVED = /^\/(api|__staff)(\/|$|\?)/;
const STAFF = /^\/__staff(\/|$|\?)/;

/** The header (or, for the console in a browser, the cookie) that carries the staff key. */
export const STAFF_KEY_HEADER = 'x-qce-staff-key';
const STAFF_KEY_COOKIE = 'qce_staff_key';

/** Staff pages a browser opens in the demo journey (sign-in, mock e-payment): no key, same origin only. */
const STAFF_PUBLIC: ReadonlyArray<readonly [string, RegExp]> = [
  ['GET', /^\/__staff\/?$/],
  ['GET', /^\/__staff\/sign-in$/],
  ['GET', /^\/__staff\/e-payment$/],
  ['POST', /^\/__staff\/e-payment\/pay$/],
  ['GET', /^\/__staff\/assets\/[a-z-]+\.(?:js|css)$/],
];

class HttpRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const headerOf = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function sameKey(given: string | undefined, key: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

function cookieOf(req: IncomingMessage, name: string): string | undefined {
  for (const part of (headerOf(req, 'cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * Refuses a staff call another site could have made (issue 23 item 4):
 * - a browser request from another origin (`Sec-Fetch-Site` other than same-origin/none, or an `Origin`
 *   whose host is not this one): 403;
 * - a POST/PUT/PATCH that is not JSON (a form or `text/plain` body needs no CORS preflight): 415;
 * - anything but the pages a browser opens in the demo journey without the staff key (header
 *   `X-QCE-Staff-Key`, or the console's SameSite=Strict cookie): 401.
 */
function staffGuard(req: IncomingMessage, path: string, key: string): void {
  const fetchSite = headerOf(req, 'sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new HttpRefusal(403, 'The staff API answers only pages of its own origin.');
  }
  const origin = headerOf(req, 'origin');
  if (origin !== undefined) {
    let host: string | null = null;
    try {
      host = new URL(origin).host;
    } catch {
      host = null;
    }
    if (host === null || host !== headerOf(req, 'host')) {
      throw new HttpRefusal(403, 'The staff API answers only pages of its own origin.');
    }
  }
  const method = req.method ?? 'GET';
  if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
    const type = (headerOf(req, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') {
      throw new HttpRefusal(415, 'Staff API calls send JSON (Content-Type: application/json).');
    }
  }
  if (
    STAFF_PUBLIC.some(
      ([m, pattern]) => (m === method || (m === 'GET' && method === 'HEAD')) && pattern.test(path),
    )
  )
    return;
  if (
    sameKey(headerOf(req, STAFF_KEY_HEADER), key) ||
    sameKey(cookieOf(req, STAFF_KEY_COOKIE), key)
  )
    return;
  throw new HttpRefusal(
    401,
    'The staff API needs the staff key (header X-QCE-Staff-Key; `pnpm start` prints the console link with it).',
  );
}

/** `/__staff/?key=<key>`: keeps the key in a SameSite=Strict cookie for the console's calls, drops it from the URL. */
function consoleSignIn(req: IncomingMessage, res: ServerResponse, url: URL, key: string): boolean {
  if (!/^\/__staff\/?$/.test(url.pathname) || !url.searchParams.has('key')) return false;
  if (!sameKey(url.searchParams.get('key') ?? undefined, key)) {
    throw new HttpRefusal(401, 'Wrong staff key.');
  }
  res.writeHead(303, {
    Location: '/__staff/',
    'Set-Cookie': `${STAFF_KEY_COOKIE}=${key}; Path=/__staff; HttpOnly; SameSite=Strict`,
    'Cache-Control': 'no-store',
  });
  res.end();
  return true;
}

function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  limit: number,
): void {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify({ code: status, message }));
  if (status === 413) {
    // Discard the rest of the body without keeping it (closing now would cut the client off before it
    // reads the 413); a client that keeps sending past 4x the limit, or for 30 s, is cut off.
    let dropped = 0;
    const timer = setTimeout(() => req.socket.destroy(), 30_000).unref();
    req.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > 4 * limit) req.socket.destroy();
    });
    req.on('end', () => clearTimeout(timer));
    req.resume();
  }
}

export function defaultDataFile(): string {
  const cwd = process.cwd();
  const root = basename(cwd) === 'mock-api' ? cwd : join(cwd, 'mock-api');
  return join(root, '.data', 'db.json');
}

export function filePersistence(file: string): Persistence {
  return {
    load(): DbState | null {
      try {
        return JSON.parse(readFileSync(file, 'utf8')) as DbState;
      } catch {
        return null;
      }
    },
    save(state: DbState): void {
      mkdirSync(dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(state));
      renameSync(tmp, file);
    },
  };
}

/**
 * The body, at most `limit` bytes (else HttpRefusal 413, checked on Content-Length before reading). A body
 * over the limit is not kept: the rest is left to `refuse`, which discards it.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return Promise.resolve(undefined);
  const tooLarge = () => new HttpRefusal(413, BODY_TOO_LARGE_MESSAGE);
  if (Number(headerOf(req, 'content-length') ?? 0) > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        chunks.length = 0;
        reject(tooLarge());
        return;
      }
      chunks.push(bytes);
    };
    req.on('data', onData);
    req.on('end', () => {
      if (size <= limit) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

function toRequest(req: IncomingMessage, url: string, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
  return new Request(new URL(url, origin), {
    method: req.method ?? 'GET',
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

export function createMockApiMiddleware(options: MockApiMiddlewareOptions = {}): MockApiMiddleware {
  setPersistence(filePersistence(resolve(options.dataFile ?? defaultDataFile())));
  const staffKey =
    options.staff === false
      ? null
      : options.staff?.key || process.env.QCE_STAFF_KEY || randomBytes(24).toString('base64url');
  const limit = options.maxBodyBytes ?? MAX_REQUEST_BODY_BYTES;
  const middleware = (req: IncomingMessage, res: ServerResponse, next: NextFunction) => {
    const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
    const staff = STAFF.test(url);
    if (!SERVED.test(url) || (staff && staffKey === null)) {
      next();
      return;
    }
    void (async () => {
      if (staff && staffKey !== null) {
        const parsed = new URL(url, 'http://localhost');
        staffGuard(req, parsed.pathname, staffKey);
        if (consoleSignIn(req, res, parsed, staffKey)) return;
      }
      const request = toRequest(req, url, await readBody(req, limit));
      const response = await getResponse(handlers, request);
      if (!response) {
        next();
        return;
      }
      await send(res, response);
    })().catch((error: unknown) => {
      if (error instanceof HttpRefusal) {
        if (!res.headersSent) refuse(req, res, error.status, error.message, limit);
        return;
      }
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            code: 500,
            message: error instanceof Error ? error.message : 'Mock API failure',
          }),
        );
      }
    });
  };
  return Object.assign(middleware, { staffKey });
}

function runAlone(): void {
  const port = Number(process.env.PORT ?? 9090);
  const middleware = createMockApiMiddleware();
  createServer((req, res) =>
    middleware(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 404,
          message: `No mock for ${req.method ?? 'GET'} ${req.url ?? ''}`,
        }),
      );
    }),
  ).listen(port, '127.0.0.1', () => {
    console.log(
      `QCE mock API on http://127.0.0.1:${port} (staff console http://127.0.0.1:${port}/__staff/?key=${middleware.staffKey ?? ''})`,
    );
  });
}

if (/http-server\.(ts|js|mjs|cjs)$/.test(process.argv[1] ?? '')) runAlone();
