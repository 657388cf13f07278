import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { DOCUMENTS_REMOTE_ID } from './documents-contract';
import type { DocumentsModule } from './documents-contract';

/**
 * The one loader of mf-certificates' `./documents` module for the tracks (ARCHITECTURE §2: documents of
 * another track only through that module, loaded at run time with the federation runtime's `loadRemote`).
 */

/**
 * The remote registry: served next to the shell in the portal (ARCHITECTURE §2 remotes.json); a remote
 * started alone serves the dev registry (shared-kit/build-tools/dev-remotes.json) at the same path.
 */
export const PORTAL_REMOTES_URL = '/qce/remotes.json';
const CERTIFICATES = 'mf_certificates';

const DOCUMENT_KEYS: readonly (keyof DocumentsModule)[] = [
  'HealthCertificate',
  'DigitalHealthCertificate',
  'DigitalSanitaryPermit',
  'LabResultCertificate',
  'MassagistTrainingCertificate',
];

const isRegistered = (): boolean =>
  (getInstance()?.options.remotes ?? []).some((remote) => remote.name === CERTIFICATES);

/**
 * In the portal the shell has registered the remotes; otherwise (a remote started alone) learn the entry
 * from `remotes.json`: configuration, never a port compiled in.
 */
async function ensureRegistered(): Promise<void> {
  if (isRegistered()) return;
  const response = await fetch(PORTAL_REMOTES_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remote registry answered ${response.status}`);
  const registry = (await response.json()) as Record<string, { entry?: unknown } | undefined>;
  const entry = registry[CERTIFICATES]?.entry;
  if (typeof entry !== 'string') throw new Error(`${CERTIFICATES} is not in the remote registry`);
  registerRemotes([{ name: CERTIFICATES, entry }], { force: false });
}

function isDocumentsModule(value: unknown): value is DocumentsModule {
  if (typeof value !== 'object' || value === null) return false;
  const module = value as Record<string, unknown>;
  return DOCUMENT_KEYS.every((key) => {
    const component = module[key];
    return typeof component === 'function' || (typeof component === 'object' && component !== null);
  });
}

let cached: Promise<DocumentsModule> | null = null;

/**
 * mf-certificates' `./documents` module. One promise per page load (React `use()` inside Suspense
 * needs a stable one); a failure is dropped from the cache so a retry loads again.
 */
export function loadDocumentsModule(): Promise<DocumentsModule> {
  if (!cached) {
    const attempt = (async () => {
      await ensureRegistered();
      const loaded = await loadRemote<unknown>(DOCUMENTS_REMOTE_ID);
      if (!isDocumentsModule(loaded)) throw new Error(`${DOCUMENTS_REMOTE_ID} is not available`);
      return loaded;
    })();
    cached = attempt;
    attempt.catch(() => {
      if (cached === attempt) cached = null;
    });
  }
  return cached;
}
