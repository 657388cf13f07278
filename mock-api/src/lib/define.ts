/**
 * How every handler is built: the URL comes from @qce/domain's endpoint table and the runtime config's service
 * base URLs, and one wrapper in front of each resolver applies fault injection, the bearer-token check,
 * `{ code, message }` errors and persistence after a change.
 */
import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { ENDPOINTS } from '@qce/domain/api';
import type { BodyOf, EndpointName, QueryOf, ResponseOf } from '@qce/domain/api';
import { defaultRuntimeConfig } from '@qce/domain/config';
import { db, persist } from '../db';
import { now } from '../db/records';
import type { DbState, UserRecord } from '../db/types';
import { ApiError, badRequest } from './errors';
import { takeFault } from './faults';
import { checkRequestLimits } from './limits';

export interface Ctx {
  request: Request;
  params: Record<string, string>;
  query: URLSearchParams;
  state: DbState;
  /** The signed-in user (null on public endpoints called without a token). */
  user: UserRecord | null;
}

export interface AuthedCtx extends Ctx {
  user: UserRecord;
}

type Result<R> = R | Response | Promise<R | Response>;

export interface NamedHandler {
  name: string;
  handler: HttpHandler;
}

/** `*` + service base + path: matches on any origin (browser worker, jest, the Node server). */
export function endpointUrl(name: EndpointName): string {
  const { service, path } = ENDPOINTS[name];
  return `*${defaultRuntimeConfig.services[service]}${path}`;
}

export function bearerUser(state: DbState, request: Request): UserRecord | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match) return null;
  return state.users.find((u) => u.token === match[1]) ?? null;
}

const errorBody = (status: number, code: number, message: string) =>
  HttpResponse.json({ code, message }, { status });

interface WrapOptions {
  name?: string;
  public?: boolean;
  faults?: boolean;
}

function wrap(options: WrapOptions, resolver: (ctx: Ctx) => Result<unknown>) {
  return async ({
    request,
    params,
  }: {
    request: Request;
    params: Record<string, string | readonly string[] | undefined>;
  }) => {
    const url = new URL(request.url);
    if (options.faults !== false) {
      const fault = takeFault(options.name, url.pathname);
      if (fault?.mode === 'network') return HttpResponse.error();
      if (fault?.mode === 'hang') {
        await delay('infinite');
      }
      if (fault?.mode === '500')
        return errorBody(500, 500, 'Injected fault: internal server error.');
    }
    const state = db();
    const user = bearerUser(state, request);
    if (!options.public && !user)
      return errorBody(401, 401, 'Unauthorized: a valid bearer token is required.');
    const flatParams = Object.fromEntries(
      Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : String(v ?? '')]),
    );
    try {
      await checkRequestLimits(request, url);
      const result = await resolver({
        request,
        params: flatParams,
        query: url.searchParams,
        state,
        user,
      });
      if (request.method !== 'GET') persist();
      return result instanceof Response
        ? result
        : HttpResponse.json(result as Parameters<typeof HttpResponse.json>[0], {
            // The backend's clock (moved by the staff clock), as a real server's Date header.
            headers: { Date: now(state).toUTCString() },
          });
    } catch (error) {
      if (error instanceof ApiError) return errorBody(error.status, error.code, error.message);
      const message = error instanceof Error ? error.message : String(error);
      return errorBody(500, 500, `Mock backend error: ${message}`);
    }
  };
}

const METHOD = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** A handler for one entry of the endpoint table, typed by @qce/domain's contract. */
export function endpoint<N extends EndpointName>(
  name: N,
  resolver: (ctx: AuthedCtx) => Result<ResponseOf<N>>,
): NamedHandler {
  const def = ENDPOINTS[name];
  const isPublic = 'public' in def && def.public === true;
  return {
    name,
    // On public endpoints `user` may be null; their resolvers do not read it.
    handler: METHOD[def.method](
      endpointUrl(name),
      wrap({ name, public: isPublic }, resolver as (ctx: Ctx) => Result<unknown>),
    ),
  };
}

/** A route outside the endpoint table (staff API, file content, mock e-payment page). */
export function route(
  method: keyof typeof METHOD,
  path: string,
  resolver: (ctx: Ctx) => Result<unknown>,
  options: { public?: boolean; faults?: boolean } = { public: true, faults: false },
): NamedHandler {
  return {
    name: `${method} ${path}`,
    handler: METHOD[method](`*${path}`, wrap(options, resolver)),
  };
}

// ---- input helpers: bad input becomes a 400 with a message, never a crash ----

export async function readJson<T = Record<string, unknown>>(request: Request): Promise<T> {
  const text = await request.text();
  if (!text.trim()) return {} as T;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) throw new Error('not an object');
    return value as T;
  } catch {
    throw badRequest('Malformed request body: expected a JSON object.');
  }
}

/** The typed body of an endpoint, checked to be a JSON object. */
export const bodyOf = <N extends EndpointName>(_name: N, request: Request) =>
  readJson<Partial<BodyOf<N>>>(request);

export type Query<N extends EndpointName> = Partial<Record<keyof QueryOf<N>, string>>;

export function id(value: unknown, field: string): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isInteger(n) || n <= 0)
    throw badRequest(`${field} is required and must be a positive whole number.`);
  return n;
}

export function optionalId(value: unknown, field: string): number | undefined {
  return value === undefined || value === null || value === '' ? undefined : id(value, field);
}

export function text(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`${field} is required.`);
  return value.trim();
}

export function page(query: URLSearchParams, defaultLimit = 10): { page: number; limit: number } {
  const p = Number(query.get('page') ?? 1);
  const l = Number(query.get('limit') ?? defaultLimit);
  return {
    page: Number.isInteger(p) && p >= 1 ? p : 1,
    limit: Number.isInteger(l) && l >= 1 ? Math.min(l, 1000) : defaultLimit,
  };
}

export function paginate<T>(
  list: T[],
  query: URLSearchParams,
  defaultLimit = 10,
): { details: T[]; totalCount: number } {
  const { page: p, limit } = page(query, defaultLimit);
  return { details: list.slice((p - 1) * limit, p * limit), totalCount: list.length };
}
