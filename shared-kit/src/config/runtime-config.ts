import { getPageSlot, setPageSlot } from '@qce/shared-kit/contract';
import { defaultRuntimeConfig } from '@qce/domain/config';
import type { RuntimeConfig } from '@qce/domain/config';

/** Runtime configuration, read from `config.json` served next to the shell (or a standalone remote). */
export type { RuntimeConfig, ServiceName } from '@qce/domain/config';
export { defaultRuntimeConfig };

// Kept in the page-wide contract, not a module global: a track on its own kit copy reads the
// configuration the shell set (ADR 013).
export function getRuntimeConfig(): RuntimeConfig {
  return getPageSlot('runtimeConfig') ?? defaultRuntimeConfig;
}

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  const next: RuntimeConfig = {
    ...defaultRuntimeConfig,
    ...config,
    services: { ...defaultRuntimeConfig.services, ...config.services },
  };
  setPageSlot('runtimeConfig', next);
  return next;
}

/** Fetches `config.json` relative to the document; a missing file keeps the defaults. */
export async function loadRuntimeConfig(url = 'config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return setRuntimeConfig({});
    return setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  } catch {
    return setRuntimeConfig({});
  }
}
