/**
 * The contract of mf-certificates' `./documents` module (ARCHITECTURE §2: a track shows documents of another
 * track only through this module, loaded at run time by the shell's loader). Consumers type the loaded module as
 * `DocumentsModule` and never import mf-certificates' source.
 *
 * Every document renders its own Print button (window.print after 500 ms, payment §9) unless `printable` is
 * false, prints on A4, and needs no router. Dates are the backend's (ISO or MM/DD/YYYY).
 */
import type { ComponentType } from 'react';
import type { ApplicationRecord, LaboratoryRecord, TrainingSession } from '@qce/domain/api';

/** Federation id of the module: `loadRemote<DocumentsModule>(DOCUMENTS_REMOTE_ID)`. */
export const DOCUMENTS_REMOTE_ID = 'mf_certificates/documents';

export interface DocumentBaseProps {
  /** Shows the Print button (default true). */
  printable?: boolean;
  /** The day validity is judged on (`YYYY-MM-DD` or any date); defaults to today. */
  today?: string;
  /** Origin of QR validation links; defaults to the runtime config's `portalOrigin`, then the window's origin. */
  portalOrigin?: string;
}

/** One filled row of the 25-row health card table (payment §2 Certificates). */
export interface HealthCardValidityRow {
  /** Last valid day of the lab result (14 days after approval, payment §5). */
  validUntilDate: string;
  placeOfWork: string;
  /** Signature image URL when already known; otherwise the row's `signatureId` is fetched. */
  signatureUrl?: string;
  signatureId?: string;
  /** Whose signature, as announced: the approver's name and title (payment §5), e.g. 'Ana Reyes, MD, Medical Doctor'. */
  signatory?: string;
  labId: string;
}

/** Health certificate (yellow card), front and/or back. */
export interface HealthCertificateProps extends DocumentBaseProps {
  application: ApplicationRecord;
  /** The applicant's lab records; approved ones fill the validity rows. Ignored when `validityRows` is given. */
  labs?: readonly LaboratoryRecord[];
  validityRows?: readonly HealthCardValidityRow[];
  /** Which side(s) to show (default both; the back prints on a new page). */
  side?: 'front' | 'back' | 'both';
}

/** The lab page a QR code points to: `/qce/laboratory/{labId}/{labType}/{labName}`. */
export interface LabLinkTarget {
  labId: string;
  labType: string;
  labName: string;
}

/** Digital health certificate with two QR codes (documents page and laboratory or massagist page). */
export interface DigitalHealthCertificateProps extends DocumentBaseProps {
  application: ApplicationRecord;
  /** Second QR code: the applicant's lab result page... */
  lab?: LabLinkTarget;
  /** ...or, for a massagist, the training document page. */
  trainingSessionId?: string | number;
}

/** Digital sanitary permit; shows the incomplete-permit message until the permit is ready (payment §4). */
export interface DigitalSanitaryPermitProps extends DocumentBaseProps {
  application: ApplicationRecord;
}

/** Lab result certificate (stool, sputum, VD, microbiological water analysis). */
export interface LabResultCertificateProps extends DocumentBaseProps {
  record: LaboratoryRecord;
  /** Laboratory type of the record, e.g. SOCIAL_HYGIENE (used in its QR link). */
  labType: string;
  /** `verifier` (the public QR page) leaves out the applicant's address and contact number. */
  audience?: 'owner' | 'verifier';
}

/** Massagist training certificate. */
export interface MassagistTrainingCertificateProps extends DocumentBaseProps {
  application: ApplicationRecord;
  session: TrainingSession;
  /** Completion date from the participant's attendance; falls back to the session's. */
  completedDate?: string;
}

export interface DocumentsModule {
  HealthCertificate: ComponentType<HealthCertificateProps>;
  DigitalHealthCertificate: ComponentType<DigitalHealthCertificateProps>;
  DigitalSanitaryPermit: ComponentType<DigitalSanitaryPermitProps>;
  LabResultCertificate: ComponentType<LabResultCertificateProps>;
  MassagistTrainingCertificate: ComponentType<MassagistTrainingCertificateProps>;
}
