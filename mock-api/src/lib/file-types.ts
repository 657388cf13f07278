/**
 * What an uploaded file really is, read from its first bytes (never from its name or the client's
 * Content-Type), and the types each upload accepts (intake §5 requirement upload rules, payment §5 receipt).
 */
import {
  HEALTH_CERTIFICATE_EXTRA_FILE_TYPES,
  RECEIPT_FILE_TYPES,
  REQUIREMENT_FILE_TYPES,
  fileExtension,
  isHealthCertificateRequirement,
} from '@qce/domain/rules';
import { MESSAGES } from '@qce/domain/messages';
import type { DbState } from '../db/types';

/** A type the file service can recognise by content. */
export type CheckedType = 'png' | 'jpeg' | 'pdf' | 'xlsx' | 'xls' | 'csv';

/** The one Content-Type each checked type is served with (never the client's). */
export const SAFE_CONTENT_TYPE: Record<CheckedType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv; charset=utf-8',
};

/** Extensions (as the specs list them) -> the checked type their content must have. */
const TYPE_OF_EXTENSION: Record<string, CheckedType> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  pdf: 'pdf',
  xlsx: 'xlsx',
  xls: 'xls',
  csv: 'csv',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Text that a browser could take for markup or script: refused as CSV. */
const MARKUP = /<\s*(!doctype|html|head|body|script|iframe|svg|object|embed|meta|style|a\s|img\s)/i;

function looksLikeCsv(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  if (bytes.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !MARKUP.test(text);
}

/** The type the bytes are, or null when none the portal accepts. */
export function sniffType(bytes: Uint8Array): CheckedType | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, ZIP)) return 'xlsx';
  if (startsWith(bytes, OLE2)) return 'xls';
  if (looksLikeCsv(bytes)) return 'csv';
  return null;
}

/**
 * The extensions an upload accepts: `paymentValidation` is a receipt (png, jpeg, jpg); a requirement id takes
 * png, jpeg, jpg, pdf, and a health-certificate requirement also csv, xls, xlsx.
 */
export function acceptedTypesFor(state: DbState, requirementsType: string): readonly string[] {
  if (requirementsType === 'paymentValidation') return RECEIPT_FILE_TYPES;
  const requirement = state.reference.requirements.find(
    (r) => String(r.requirementId) === requirementsType,
  );
  return isHealthCertificateRequirement(requirement)
    ? [...REQUIREMENT_FILE_TYPES, ...HEALTH_CERTIFICATE_EXTRA_FILE_TYPES]
    : REQUIREMENT_FILE_TYPES;
}

/**
 * The checked type of an upload, or undefined when its name or its content is not one of `accepted`
 * (the content must be what the name says: an HTML page or a program renamed `.pdf` is refused).
 */
export function checkUploadType(
  fileName: string,
  bytes: Uint8Array,
  accepted: readonly string[],
): CheckedType | undefined {
  const extension = fileExtension(fileName);
  if (!accepted.includes(extension)) return undefined;
  const expected = TYPE_OF_EXTENSION[extension];
  const actual = sniffType(bytes);
  return expected !== undefined && actual === expected ? actual : undefined;
}

/** intake §5: 'File type not accepted. Accepted File Types are: ...'. */
export const fileTypeRefusal = (accepted: readonly string[]) =>
  MESSAGES.upload.fileTypeNotAccepted(accepted);

/** The checked type a stored file was saved as (older records: from the type they were stored with). */
export function storedType(contentType: string): CheckedType | null {
  const found = (Object.entries(SAFE_CONTENT_TYPE) as [CheckedType, string][]).find(
    ([, safe]) => safe === contentType,
  );
  return found ? found[0] : null;
}
