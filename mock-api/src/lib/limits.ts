/**
 * The one place request bodies and query values are checked against size limits, before any handler reads
 * them: text lengths (the specs give none, so sane maxima: 200 for names and short text, 1000 for addresses
 * and remarks), number ranges, list sizes and depth, and `null` where a list holds objects. A refusal is a
 * 400 with a message naming the field; a handler never sees a value it could choke on.
 */
import { ApiError, badRequest } from './errors';

export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 1000;
export const KEY_MAX = 1000;
export const LIST_MAX = 10_000;
export const KEYS_MAX = 500;
export const DEPTH_MAX = 8;
export const QUERY_VALUE_MAX = 1000;
/** Numbers without a range of their own (ids, counts, amounts): whole-portal sane bounds. */
export const NUMBER_MAX = 1_000_000_000;
/** The fake clock moves at most a century either way. */
export const CLOCK_MINUTES_MAX = 100 * 366 * 24 * 60;

const LONG_TEXT_FIELDS = new Set([
  'address',
  'companyAddress',
  'remarks',
  'addFindings',
  'vdRemarks',
  'description',
  'question',
  // A client error report (POST /api/client-errors): the error's message and the top of its stack.
  'message',
  'stack',
]);
const EMAIL_FIELDS = new Set(['email', 'employeeEmail']);
export const EMAIL_MAX = 254;

interface Range {
  min: number;
  max: number;
}
const COUNT: Range = { min: 0, max: 100_000 };
const AMOUNT: Range = { min: 0, max: 10_000_000 };
const NUMBER_RANGES: Record<string, Range> = {
  employeeNum: COUNT,
  employeeNumWithHC: COUNT,
  employeeNumWithoutHC: COUNT,
  ppePersonnel: COUNT,
  price: AMOUNT,
  amount: AMOUNT,
  total: AMOUNT,
  age: { min: 0, max: 150 },
  advanceMinutes: { min: -CLOCK_MINUTES_MAX, max: CLOCK_MINUTES_MAX },
};

/** Lists whose entries are objects (a `null` entry is refused rather than crashing a handler). */
const OBJECT_LISTS = new Set(['detailRequestDtos', 'paymentDetailDtos', 'details']);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function textMax(key: string): number {
  if (LONG_TEXT_FIELDS.has(key)) return LONG_TEXT_MAX;
  if (EMAIL_FIELDS.has(key)) return EMAIL_MAX;
  return TEXT_MAX;
}

function checkValue(value: unknown, key: string, path: string, depth: number): void {
  if (depth > DEPTH_MAX) throw badRequest(`${path || 'The request body'} is nested too deeply.`);
  if (typeof value === 'string') {
    const max = textMax(key);
    if (value.length > max)
      throw badRequest(`${path} is too long: at most ${max} characters are accepted.`);
    return;
  }
  if (typeof value === 'number') {
    const range = NUMBER_RANGES[key] ?? { min: -NUMBER_MAX, max: NUMBER_MAX };
    if (!Number.isFinite(value) || value < range.min || value > range.max)
      throw badRequest(`${path} must be a number from ${range.min} to ${range.max}.`);
    return;
  }
  if (Array.isArray(value)) {
    if (value.length > LIST_MAX)
      throw badRequest(`${path || 'The list'} has too many entries: at most ${LIST_MAX}.`);
    const objects = OBJECT_LISTS.has(key) || value.some(isObject);
    value.forEach((item, index) => {
      const at = `${path}[${index}]`;
      if (objects && !isObject(item))
        throw badRequest(`${at} must be an object, not ${item === null ? 'null' : typeof item}.`);
      checkValue(item, key, at, depth + 1);
    });
    return;
  }
  if (isObject(value)) {
    if (Object.keys(value).length > KEYS_MAX)
      throw badRequest(`${path || 'The request body'} has too many fields: at most ${KEYS_MAX}.`);
    for (const [k, v] of Object.entries(value)) {
      if (k.length > KEY_MAX)
        throw badRequest(`${path || 'The request body'} has a field name that is too long.`);
      checkValue(v, k, path ? `${path}.${k}` : k, depth + 1);
    }
  }
}

/** Checks a parsed JSON body; throws a 400 naming the first value over its limit. */
export function checkBodyLimits(body: unknown): void {
  checkValue(body, '', '', 0);
}

/** A CSV row's values within the same limits; the message names the row. */
export function checkRowLimits(values: Record<string, unknown>, row: string): void {
  try {
    checkBodyLimits(values);
  } catch (error) {
    if (error instanceof ApiError) throw badRequest(`${row}: ${error.message}`);
    throw error;
  }
}

/** Checks every query value's length (ids, names, search text). */
export function checkQueryLimits(query: URLSearchParams): void {
  for (const [k, v] of query) {
    if (v.length > QUERY_VALUE_MAX)
      throw badRequest(`${k} is too long: at most ${QUERY_VALUE_MAX} characters are accepted.`);
  }
}

/** A request's query and JSON body within limits (multipart bodies are files: their size is the server's). */
export async function checkRequestLimits(request: Request, url: URL): Promise<void> {
  checkQueryLimits(url.searchParams);
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return;
  const text = await request.clone().text();
  if (!text.trim()) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return; // not JSON: the handler answers its own 400
  }
  checkBodyLimits(parsed);
}
