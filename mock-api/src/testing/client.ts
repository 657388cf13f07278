/** A tiny fetch helper for the mock-api's own tests. */
import { File as NodeFile } from 'node:buffer';
export const ORIGIN = 'http://localhost';
export const JUAN = 'token-juan-101';
export const ROSA = 'token-rosa-106';

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  form?: FormData;
  raw?: string;
}

export interface CallResult {
  status: number;
  json: Record<string, unknown> & { data?: unknown; code?: number; message?: string };
}

export async function call(
  method: string,
  path: string,
  options: CallOptions = {},
  origin = ORIGIN,
): Promise<CallResult> {
  const headers: Record<string, string> = {};
  if (options.token !== null) headers.Authorization = `Bearer ${options.token ?? JUAN}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.raw !== undefined) {
    body = options.raw;
    headers['Content-Type'] = 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(`${origin}${path}`, { method, headers, body });
  const text = await response.text();
  let json: CallResult['json'] = {};
  try {
    json = text ? (JSON.parse(text) as CallResult['json']) : {};
  } catch {
    json = { text };
  }
  return { status: response.status, json };
}

/** `data` of a response, typed by the caller. */
export const dataOf = <T>(result: CallResult): T => result.json.data as T;

/**
 * A multipart body with one `file` field. Node's File is used because jsdom's File is not a Blob to the
 * fetch implementation (it would be sent as the text "[object File]").
 */
/** A real 1x1 PNG (the file service checks the type by content). */
export const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/** A minimal PDF. */
export const PDF_TEXT = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

export function fileForm(name: string, content: string | Uint8Array, type: string): FormData {
  const form = new FormData();
  form.append('file', new NodeFile([content], name, { type }) as unknown as Blob, name);
  return form;
}

export const csvForm = (name: string, content: string, type = 'text/csv') =>
  fileForm(name, content, type);
