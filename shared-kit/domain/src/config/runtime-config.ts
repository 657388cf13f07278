/**
 * The runtime configuration's shape and its defaults (what `config.json` next to the shell may override).
 * Reading and setting it for a page is the kit's (`@qce/shared-kit/config`); the mock backend serves the
 * default service base URLs.
 */
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
