import type { HealthCertValidationResponse } from '@qce/shared-kit/api';

/**
 * Occupational permit check (intake §5 Occupational permit number): accepted when the message is
 * Success and the data is non-empty. (Candidate for shared-kit/domain; kept here until it lands there.)
 */
export function isOccupationalPermitAccepted(
  response: Partial<HealthCertValidationResponse> | null | undefined,
): boolean {
  if (!response || typeof response.message !== 'string') return false;
  if (response.message.trim().toLowerCase() !== 'success') return false;
  const data: unknown = response.data;
  if (data === null || data === undefined) return false;
  if (Array.isArray(data)) return data.length > 0;
  return typeof data === 'object' && Object.keys(data).length > 0;
}
