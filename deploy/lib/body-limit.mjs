// The largest request body, from mock-api/src/body-limit.ts (the largest allowed upload plus framing): the
// Node server answers 413 above it, the nginx recipe writes it as client_max_body_size.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './apps.mjs';

/** @returns {Promise<{ maxBytes: number, message: string }>} */
export async function bodyLimit() {
  const { tsImport } = await import('tsx/esm/api');
  const mod = await tsImport(
    pathToFileURL(path.join(repoRoot, 'mock-api/src/body-limit.ts')).href,
    import.meta.url,
  );
  return { maxBytes: mod.MAX_REQUEST_BODY_BYTES, message: mod.BODY_TOO_LARGE_MESSAGE };
}
