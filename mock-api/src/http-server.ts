/**
 * Node entry: `createMockApiMiddleware()` serves `/api/**` and `/__staff/**` from the shared handlers
 * (Node request -> Fetch Request -> msw `getResponse`), calling `next()` for anything else. The state is kept
 * in a JSON file (default `mock-api/.data/db.json`), so it survives a restart.
 * Run directly (`tsx mock-api/src/http-server.ts`) it listens alone on 127.0.0.1:9090 (`PORT` to change).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname, join, resolve } from 'node:path';
import { getResponse } from 'msw';
import { setPersistence } from './db';
import type { DbState, Persistence } from './db';
import { handlers } from './handlers';

export interface MockApiMiddlewareOptions {
  /** JSON file holding the state (created when missing). */
  dataFile?: string;
}

export type NextFunction = (error?: unknown) => void;
export type MockApiMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: NextFunction,
) => void;

const SERVED = /^\/(api|__staff)(\/|$|\?)/;

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

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
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
  return (req, res, next) => {
    const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
    if (!SERVED.test(url)) {
      next();
      return;
    }
    void (async () => {
      const request = toRequest(req, url, await readBody(req));
      const response = await getResponse(handlers, request);
      if (!response) {
        next();
        return;
      }
      await send(res, response);
    })().catch((error: unknown) => {
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
      `QCE mock API on http://127.0.0.1:${port} (staff console http://127.0.0.1:${port}/__staff/)`,
    );
  });
}

if (/http-server\.(ts|js|mjs|cjs)$/.test(process.argv[1] ?? '')) runAlone();
