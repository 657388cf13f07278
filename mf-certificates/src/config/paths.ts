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
