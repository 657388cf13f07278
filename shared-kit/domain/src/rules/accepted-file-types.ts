import { MESSAGES } from '@qce/domain/messages';
import type { RequirementInput } from './requirement-visibility';

/**
 * Accepted upload types (intake §5 Requirement upload rules, §9; bulk CSV intake §5; payment
 * receipt payment §5). Checks use the file-name extension, case-insensitively.
 */
export const REQUIREMENT_FILE_TYPES = ['png', 'jpeg', 'jpg', 'pdf'] as const;
export const HEALTH_CERTIFICATE_EXTRA_FILE_TYPES = ['csv', 'xls', 'xlsx'] as const;
export const BULK_CSV_FILE_TYPES = ['csv'] as const;
export const RECEIPT_FILE_TYPES = ['png', 'jpeg', 'jpg'] as const;

export function isHealthCertificateRequirement(req: RequirementInput | null | undefined): boolean {
  const name = typeof req?.requirementName === 'string' ? req.requirementName.toLowerCase() : '';
  return name.includes('health certificate');
}

/** png, jpeg, jpg, pdf; health certificate requirements also csv, xls, xlsx. */
export function acceptedFileTypes(req: RequirementInput | null | undefined): readonly string[] {
  return isHealthCertificateRequirement(req)
    ? [...REQUIREMENT_FILE_TYPES, ...HEALTH_CERTIFICATE_EXTRA_FILE_TYPES]
    : REQUIREMENT_FILE_TYPES;
}

/** Lower-case extension without the dot, or '' (no extension, not a string). */
export function fileExtension(fileName: unknown): string {
  if (typeof fileName !== 'string') return '';
  const dot = fileName.lastIndexOf('.');
  return dot < 0 || dot === fileName.length - 1
    ? ''
    : fileName
        .slice(dot + 1)
        .trim()
        .toLowerCase();
}

export function isFileTypeAccepted(fileName: unknown, types: readonly string[]): boolean {
  const ext = fileExtension(fileName);
  return ext !== '' && types.some((t) => t.toLowerCase() === ext);
}

/** The `accept` attribute for a file input: `.png,.jpeg,...`. */
export function acceptAttribute(types: readonly string[]): string {
  return types.map((t) => `.${t}`).join(',');
}

/** Undefined when accepted, otherwise 'File type not accepted. Accepted File Types are: ...'. */
export function requirementFileTypeError(
  fileName: unknown,
  req: RequirementInput | null | undefined,
): string | undefined {
  const types = acceptedFileTypes(req);
  return isFileTypeAccepted(fileName, types)
    ? undefined
    : MESSAGES.upload.fileTypeNotAccepted(types);
}

/** Largest file the portal sends (a cheap phone's photo of a receipt is well under it). */
export const MAX_UPLOAD_MEGABYTES = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MEGABYTES * 1024 * 1024;

/** The size message for a file over MAX_UPLOAD_BYTES; an unknown size is left to the server. */
export function fileSizeError(size: unknown): string | undefined {
  return typeof size === 'number' && size > MAX_UPLOAD_BYTES
    ? MESSAGES.upload.fileTooLarge(MAX_UPLOAD_MEGABYTES)
    : undefined;
}

/** Everything checked before a requirement file is sent: its type (intake §5), then its size. */
export function requirementFileError(
  file: { name?: unknown; size?: unknown } | null | undefined,
  req: RequirementInput | null | undefined,
): string | undefined {
  return requirementFileTypeError(file?.name, req) ?? fileSizeError(file?.size);
}

/** Bulk CSV check (intake §5 Bulk health card CSV): 'Please upload a CSV file' when not a CSV. */
export function bulkCsvFileError(fileName: unknown): string | undefined {
  return isFileTypeAccepted(fileName, BULK_CSV_FILE_TYPES) ? undefined : MESSAGES.bulk.csvRequired;
}
