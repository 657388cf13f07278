import type { RuntimeConfig } from '@qce/shared-kit/config';

/**
 * What the server inlines into a composed route's HTML (issue 22 item 1, deploy/registry/first-paint.mjs):
 * the runtime config, the registry's view and the manifest of the route's live track release, so the
 * shell starts without three more round trips (config.json, remotes.json, the manifest). Data only
 * (`<script type="application/json">`, never executed); anything missing is fetched as before.
 */
export interface BootData {
  config?: Partial<RuntimeConfig>;
  remotes?: unknown;
  /** Manifest per entry URL (absolute). */
  manifests: Record<string, unknown>;
  /** What the route's first page reads, as its track release declares it (first-paint.json `data`). */
  firstPage?: unknown[];
}

export const BOOT_DATA_ID = 'qce-boot';

let manifests = new Map<string, unknown>();

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads (once) the inlined boot data of this document; null when the page has none or it is unreadable. */
export function readBootData(doc: Document = document): BootData | null {
  const element = doc.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const raw: unknown = JSON.parse(element.textContent);
    if (!isObject(raw)) return null;
    const data: BootData = {
      ...(isObject(raw.config) ? { config: raw.config as Partial<RuntimeConfig> } : {}),
      ...(isObject(raw.remotes) ? { remotes: raw.remotes } : {}),
      ...(Array.isArray(raw.firstPage) ? { firstPage: raw.firstPage } : {}),
      manifests: {},
    };
    if (isObject(raw.manifests)) {
      for (const [url, manifest] of Object.entries(raw.manifests)) {
        if (isObject(manifest)) data.manifests[new URL(url, window.location.href).href] = manifest;
      }
    }
    manifests = new Map(Object.entries(data.manifests));
    return data;
  } catch {
    return null;
  }
}

/** The inlined manifest of `url` as a fetch answer, once (a retry after that fetches for real). */
export function inlinedManifestResponse(url: string): Response | null {
  const key = new URL(url, window.location.href).href;
  const manifest = manifests.get(key);
  if (!manifest) return null;
  manifests.delete(key);
  return new Response(JSON.stringify(manifest), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}
