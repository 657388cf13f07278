/** What the certificate validation service answers to an occupational permit check (POST /health-cert-v2). */
export interface OccupationalPermitCheck {
  message?: unknown;
  data?: unknown;
}

/**
 * Occupational permit check (intake §5 Occupational permit number): accepted when the message is
 * Success and the data is non-empty; otherwise the form says 'Occupational Permit Number not
 * valid/existing'.
 */
export function isOccupationalPermitAccepted(
  response: OccupationalPermitCheck | null | undefined,
): boolean {
  if (!response || typeof response.message !== 'string') return false;
  if (response.message.trim().toLowerCase() !== 'success') return false;
  const { data } = response;
  if (data === null || data === undefined) return false;
  if (Array.isArray(data)) return data.length > 0;
  return typeof data === 'object' && Object.keys(data).length > 0;
}
