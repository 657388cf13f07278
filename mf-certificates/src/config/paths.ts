/** The routes of this remote under the `/qce` basename (payment §2, ARCHITECTURE §3), as a typed table. */
export const PATHS = {
  documents: {
    route: 'documents/:appId',
    href: (appId: string) => `/documents/${encodeURIComponent(appId)}`,
  },
  laboratory: { route: 'laboratory/:labId/:labType/:labName' },
  massagistDoc: { route: 'docs/massagist/:appId/:trainingSessionId' },
  printTemp: { route: 'print-temp/:appType' },
  paymentPreview: {
    route: 'payment-preview/:applicationType/:applicationId/:permitId/:classification',
  },
  validation: { route: 'qcs' },
} as const;

/**
 * The prefixes the shell mounts this remote for (shell `app-routes.tsx`; `/qce/qcs` is exact): an unknown
 * path under one of them is this remote's Not found page, every other path is another track's.
 */
export const MOUNTED_PREFIXES = [
  'documents',
  'laboratory',
  'docs/massagist',
  'print-temp',
  'payment-preview',
] as const;

/** The portal's applications landing (the shell's route, left through the shell's navigation). */
export const PORTAL_APPLICATIONS = '/qce/applications';
