/**
 * Client error reports (issue 21 item 9, ADR 013): what `reportError` in shared-kit POSTs to
 * `services.errorReports`. Kept in memory, newest first, at most MAX_REPORTS; the staff console lists
 * them (`mock-api/src/staff/client-errors.ts`).
 */
import { HttpResponse } from 'msw';
import { defaultRuntimeConfig } from '@qce/domain/config';
import { readJson, route } from '../lib/define';
import { badRequest } from '../lib/errors';

export interface StoredClientError {
  /** Order of arrival, from 1. */
  id: number;
  receivedAt: string;
  track: string;
  release: string;
  name: string;
  message: string;
  stack: string;
  page: string;
  at: string;
}

const MAX_REPORTS = 200;
const MAX_FIELD = 4000;
const reports: StoredClientError[] = [];
let lastId = 0;

const field = (body: Record<string, unknown>, name: string, required = false): string => {
  const value = body[name];
  if (value === undefined && !required) return '';
  if (typeof value !== 'string' || (required && value.trim() === ''))
    throw badRequest(`${name} is required and must be a string.`);
  return value.slice(0, MAX_FIELD);
};

/** The reports received so far, newest first. */
export function listClientErrors(): readonly StoredClientError[] {
  return reports;
}

export function clearClientErrors(): void {
  reports.length = 0;
}

export const clientErrorHandlers = [
  route('POST', defaultRuntimeConfig.services.errorReports, async ({ request }) => {
    const body = await readJson(request);
    lastId += 1;
    reports.unshift({
      id: lastId,
      receivedAt: new Date().toISOString(),
      track: field(body, 'track', true),
      release: field(body, 'release'),
      name: field(body, 'name'),
      message: field(body, 'message', true),
      stack: field(body, 'stack'),
      page: field(body, 'page'),
      at: field(body, 'at'),
    });
    reports.length = Math.min(reports.length, MAX_REPORTS);
    return new HttpResponse(null, { status: 204 });
  }),
];
