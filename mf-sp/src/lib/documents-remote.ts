import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { DOCUMENTS_REMOTE_ID } from '@qce/shared-kit/remote';
import type { DocumentsModule } from '@qce/shared-kit/remote';

/** mf-certificates' dev entry, registered when this remote runs alone (contributing: certificates on 8084). */
export const STANDALONE_CERTIFICATES_ENTRY = 'http://127.0.0.1:8084/mf-manifest.json';
/** The portal's remote registry (served next to the shell, ARCHITECTURE: remotes.json). */
export const PORTAL_REMOTES_URL = '/qce/remotes.json';
const CERTIFICATES = 'mf_certificates';

/** Registers mf_certificates on this build's federation instance (standalone start). */
export function registerDocumentsRemote(entry: string = STANDALONE_CERTIFICATES_ENTRY): void {
  registerRemotes([{ name: CERTIFICATES, entry }], { force: false });
}

const isRegistered = (): boolean =>
  (getInstance()?.options.remotes ?? []).some((remote) => remote.name === CERTIFICATES);

/**
 * In the portal the shell registers the remotes on its own instance; this remote's instance learns
 * mf_certificates' entry from the same `remotes.json` the shell reads.
 */
async function ensureRegistered(): Promise<void> {
  if (isRegistered()) return;
  const response = await fetch(PORTAL_REMOTES_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remote registry answered ${response.status}`);
  const registry = (await response.json()) as Record<string, { entry?: unknown } | undefined>;
  const entry = registry[CERTIFICATES]?.entry;
  if (typeof entry !== 'string') throw new Error(`${CERTIFICATES} is not in the remote registry`);
  registerDocumentsRemote(entry);
}

function isDocumentsModule(value: unknown): value is DocumentsModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { DigitalSanitaryPermit?: unknown }).DigitalSanitaryPermit === 'function'
  );
}

let cached: Promise<DocumentsModule> | null = null;

/**
 * mf-certificates' `./documents` module, loaded at run time with the federation runtime's
 * `loadRemote`. One promise per page load (React `use()` needs a stable one); a failure is dropped
 * from the cache so a retry loads again.
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
