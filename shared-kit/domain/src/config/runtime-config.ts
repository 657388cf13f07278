import { getPageSlot, setPageSlot } from '@qce/shared-kit/contract';

/** Runtime configuration, read from `config.json` served next to the shell (or a standalone remote). */
export type ServiceName =
  | 'default'
  | 'file'
  | 'paymentIntegration'
  | 'internalIntegrator'
  | 'ePayment'
  | 'maintenance'
  | 'certificateValidation'
  /** Where a track's errors are reported (POST, JSON; ADR 013). */
  | 'errorReports';

export interface RuntimeConfig {
  /** Base URL per backend service. */
  services: Record<ServiceName, string>;
  /** Where the login hand-off sends an applicant without a session. */
  loginUrl: string;
  /** Embed URL of the HIV seminar video (video service). */
  seminarVideoUrl: string;
  /** Public origin of the portal, used in QR validation links. */
  portalOrigin: string;
  /** Client request timeout in milliseconds. */
  requestTimeoutMs: number;
  /**
   * Origins (scheme://host[:port]) the shell may load remotes from, besides its own origin.
   * A remote whose manifest or entry lives elsewhere is refused.
   */
  remoteOrigins: string[];
  /**
   * QA may point one track at a candidate build in this browser (localStorage `qce-qa-override:<remote>`,
   * an entry URL from an allowed origin). Off unless the deployment's config turns it on; never in production.
   */
  qaOverrides: boolean;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  services: {
    default: '/api',
    file: '/api/file-service',
    paymentIntegration: '/api/payment-integration',
    internalIntegrator: '/api/internal-integrator',
    ePayment: '/api/e-payment',
    maintenance: '/api/maintenance-service',
    certificateValidation: '/api/certificate-validation',
    errorReports: '/api/client-errors',
  },
  loginUrl: '/__staff/sign-in',
  seminarVideoUrl: '',
  portalOrigin: '',
  requestTimeoutMs: 20000,
  remoteOrigins: [],
  qaOverrides: false,
};

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
