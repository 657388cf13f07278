/**
 * Upload source (intake §4 Upload source): chosen once, External Laboratory or In-House Laboratory,
 * saved on the application as isInternal (true for in-house), irreversible and then locked.
 */
export type UploadSource = 'external' | 'internal';

/** The chosen source, read from formData.isInternal (boolean or 'true'/'false'); undefined if not chosen. */
export function uploadSourceOf(
  formData: { isInternal?: unknown } | null | undefined,
): UploadSource | undefined {
  const value = formData?.isInternal;
  if (value === true || value === 'true') return 'internal';
  if (value === false || value === 'false') return 'external';
  return undefined;
}

/** Locked once a source has been saved. */
export function isUploadSourceLocked(
  formData: { isInternal?: unknown } | null | undefined,
): boolean {
  return uploadSourceOf(formData) !== undefined;
}

/** The formData patch that saves a source. */
export function uploadSourcePatch(source: UploadSource): { isInternal: boolean } {
  return { isInternal: source === 'internal' };
}
