/**
 * QR validation links (payment-certificates spec §2 Certificates: "QR codes encode validation links to the
 * portal's documents, laboratory and massagist doc pages"; routes §2).
 *
 * Links are absolute (a phone scanning the code has no base URL): the origin is the runtime config's
 * `portalOrigin`, or the page's own origin when that is empty.
 */

/** The router basename of the portal (payment §2: "All paths are under /qce"). */
export const PORTAL_BASENAME = '/qce';

/** `portalOrigin` from config when set, otherwise the fallback (the window's origin); no trailing slash. */
export function resolvePortalOrigin(
  portalOrigin: string | null | undefined,
  fallbackOrigin: string,
): string {
  const origin = (portalOrigin ?? '').trim() || fallbackOrigin.trim();
  return origin.replace(/\/+$/, '');
}

const segment = (value: string | number): string => {
  const text = String(value).trim();
  if (text === '') throw new Error('validation link: empty path segment');
  return encodeURIComponent(text);
};

/** Path (under the basename) of the documents page: `documents/{appId}`. */
export const documentsPath = (appId: string | number): string => `/documents/${segment(appId)}`;

/** Path of the external laboratory result: `laboratory/{labId}/{labType}/{labName}`. */
export const laboratoryPath = (labId: string | number, labType: string, labName: string): string =>
  `/laboratory/${segment(labId)}/${segment(labType)}/${segment(labName)}`;

/** Path of the massagist training document: `docs/massagist/{appId}/{trainingSessionId}`. */
export const massagistDocPath = (
  appId: string | number,
  trainingSessionId: string | number,
): string => `/docs/massagist/${segment(appId)}/${segment(trainingSessionId)}`;

/** Absolute QR link to the documents page of an application. */
export function documentsValidationLink(origin: string, appId: string | number): string {
  return `${origin}${PORTAL_BASENAME}${documentsPath(appId)}`;
}

/** Absolute QR link to an external laboratory result. */
export function laboratoryValidationLink(
  origin: string,
  labId: string | number,
  labType: string,
  labName: string,
): string {
  return `${origin}${PORTAL_BASENAME}${laboratoryPath(labId, labType, labName)}`;
}

/** Absolute QR link to a massagist training document. */
export function massagistValidationLink(
  origin: string,
  appId: string | number,
  trainingSessionId: string | number,
): string {
  return `${origin}${PORTAL_BASENAME}${massagistDocPath(appId, trainingSessionId)}`;
}

/** What the digital health certificate's second QR code can point to. */
export interface CertificateSecondTarget {
  /** A masseur's training session: the massagist training document. */
  trainingSessionId?: string | number | null | undefined;
  /** Otherwise the applicant's laboratory record. */
  lab?: { labId: string | number; labType: string; labName: string } | null | undefined;
}

export interface CertificateCode {
  kind: 'documents' | 'laboratory' | 'massagist';
  value: string;
}

const given = (value: string | number | null | undefined): value is string | number =>
  value !== null && value !== undefined && String(value).trim() !== '';

/**
 * The digital health certificate's two QR codes (payment §2 Certificates: "printable, with two QR codes";
 * "QR codes encode validation links to the portal's documents, laboratory and massagist doc pages"): the
 * documents page, and a masseur's training document, otherwise the laboratory result. Without a record for
 * the second code there is nothing it may vouch for, so the certificate is not complete: `undefined`, and the
 * certificate is not shown (like the sanitary permit until its details are complete, payment §4), never with
 * one code or a code to a page that has nothing to show.
 */
export function digitalCertificateCodes(
  origin: string,
  applicationId: string | number,
  target: CertificateSecondTarget,
): readonly [CertificateCode, CertificateCode] | undefined {
  const documents: CertificateCode = {
    kind: 'documents',
    value: documentsValidationLink(origin, applicationId),
  };
  if (given(target.trainingSessionId)) {
    return [
      documents,
      {
        kind: 'massagist',
        value: massagistValidationLink(origin, applicationId, target.trainingSessionId),
      },
    ];
  }
  const lab = target.lab;
  if (lab && given(lab.labId) && given(lab.labType) && given(lab.labName)) {
    return [
      documents,
      {
        kind: 'laboratory',
        value: laboratoryValidationLink(origin, lab.labId, lab.labType, lab.labName),
      },
    ];
  }
  return undefined;
}
