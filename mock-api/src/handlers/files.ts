/** File service: multipart upload, metadata by id, and the bytes behind `imageUrl`. */
import { HttpResponse } from 'msw';
import { defaultRuntimeConfig } from '@qce/domain/config';
import { nextId, nowIso } from '../db/records';
import type { DbState, FileRecord } from '../db/types';
import { ownFile } from '../lib/access';
import { endpoint, id, optionalId, route, text } from '../lib/define';
import { ApiError, badRequest, notFound } from '../lib/errors';
import {
  SAFE_CONTENT_TYPE,
  acceptedTypesFor,
  checkUploadType,
  fileTypeRefusal,
  storedType,
} from '../lib/file-types';
/** Larger files keep only their metadata (the browser store is localStorage). */
const MAX_STORED_BYTES = 256 * 1024;

export const fileContentPath = (fileId: number) =>
  `${defaultRuntimeConfig.services.file}/file/${fileId}/content`;

const fileDto = (f: FileRecord) => ({
  id: String(f.id),
  imageUrl: f.key ? `${fileContentPath(f.id)}?key=${f.key}` : fileContentPath(f.id),
});

/** 128 random bits, hex. */
function randomKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(value: string): Uint8Array {
  const binary = atob(value);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export async function readUploadedFile(request: Request): Promise<File> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('Expected a multipart/form-data body with a "file" field.');
  }
  const file = form.get('file');
  if (!file || typeof file === 'string')
    throw badRequest('Expected a multipart/form-data body with a "file" field.');
  return file;
}

const PLACEHOLDER_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=';

export function storeFile(
  state: DbState,
  input: Omit<FileRecord, 'id' | 'uploadedAt'>,
  replaceId?: number,
): FileRecord {
  const existing =
    replaceId === undefined ? undefined : state.files.find((f) => f.id === replaceId);
  const record: FileRecord = {
    ...input,
    id: existing?.id ?? nextId(state, 'file', 9001),
    key: randomKey(),
    uploadedAt: nowIso(state),
  };
  if (existing) Object.assign(existing, record);
  else state.files.push(record);
  return existing ?? record;
}

export const fileHandlers = [
  endpoint('FILE_UPLOAD', async ({ state, user, request, query }) => {
    const refNo = text(query.get('refNo'), 'refNo');
    const requirementsType = text(query.get('requirementsType'), 'requirementsType');
    const uploader = text(query.get('uploader'), 'uploader');
    const replaceId = optionalId(query.get('imageId'), 'imageId');
    // Only the owner may replace a stored file.
    if (replaceId !== undefined) ownFile(state, user, replaceId);
    const file = await readUploadedFile(request);
    const bytes = new Uint8Array(await file.arrayBuffer());
    // The type is read from the content and must be one this upload accepts (the name must agree).
    const accepted = acceptedTypesFor(state, requirementsType);
    const checked = checkUploadType(file.name, bytes, accepted);
    if (!checked) throw badRequest(fileTypeRefusal(accepted));
    const record = storeFile(
      state,
      {
        refNo,
        requirementsType,
        uploader,
        ownerId: user.userId,
        fileName: file.name,
        contentType: SAFE_CONTENT_TYPE[checked],
        content: bytes.length <= MAX_STORED_BYTES ? toBase64(bytes) : null,
      },
      replaceId,
    );
    return { data: { data: fileDto(record) } };
  }),

  // Its URL is the file's capability: only its owner (signed in) gets it.
  endpoint('FILE_BY_ID', ({ state, user, params }) => {
    if (!user) throw new ApiError(401, 401, 'Unauthorized: a valid bearer token is required.');
    return { data: fileDto(ownFile(state, user, params.imageId)) };
  }),

  route(
    'GET',
    `${defaultRuntimeConfig.services.file}/file/:imageId/content`,
    ({ state, params, query }) => {
      const file = state.files.find((f) => f.id === id(params.imageId, 'imageId'));
      // A stored file's bytes need the key of its URL (a seeded placeholder has none to protect).
      if (!file || (file.content !== null && (!file.key || query.get('key') !== file.key)))
        throw notFound(`File ${params.imageId}`);
      const type = (file.content ? storedType(file.contentType) : 'png') ?? null;
      const body = type ? fromBase64(file.content ?? PLACEHOLDER_PNG) : new Uint8Array();
      // Never rendered as a page of the portal: a download, of a fixed type, in a sandbox without script.
      return new HttpResponse(body, {
        headers: {
          'Content-Type': type ? SAFE_CONTENT_TYPE[type] : 'application/octet-stream',
          'Content-Disposition': `attachment; filename="file-${file.id}.${type === 'jpeg' ? 'jpg' : (type ?? 'bin')}"`,
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "sandbox; default-src 'none'",
          'Cache-Control': 'no-store',
        },
      });
    },
  ),
];
