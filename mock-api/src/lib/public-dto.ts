/**
 * What the token-less routes behind the QR pages answer: only the fields those pages show (mf-certificates'
 * documents, massagist and laboratory pages), never contact details, birth dates, exam results or receipts.
 */
import type {
  ApplicationRecord as ApplicationDto,
  LaboratoryRecord as LaboratoryDto,
  LabFormData,
  Upload,
} from '@qce/domain/api';
import type { ApplicationRecord, DbState, LaboratoryRecord, UploadRecord } from '../db/types';
import { applicationDto, compact, laboratoryDto } from './dto';

/** The form fields a verification page prints: the holder's name and work, the establishment's permit. */
const PUBLIC_FORM_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'suffix',
  'occupation',
  'companyName',
  'establishmentName',
  'mayorPermitNo',
] as const;

/** Stands for a receipt number the public page only needs to know exists (sanitary permit readiness). */
export const RECEIPT_ON_FILE = 'on file';

/** GET /application/external/:appId (documents and massagist pages). */
export function publicApplicationDto(state: DbState, app: ApplicationRecord): ApplicationDto {
  const full = applicationDto(state, app);
  const form = full.formData as Record<string, unknown>;
  return compact({
    applicationId: full.applicationId,
    permitId: full.permitId,
    // Ownership is decided by the signed-in call, never by this one.
    userId: '',
    formData: compact(
      Object.fromEntries(PUBLIC_FORM_FIELDS.map((k) => [k, form[k]])),
    ) as ApplicationDto['formData'],
    status: full.status,
    // Totals and payment dates give the expiry and the permit's readiness; the receipt number stays private.
    paymentDetailResponseDto: full.paymentDetailResponseDto?.map((p) =>
      compact({
        total: p.total,
        paymentDate: p.paymentDate,
        officialReceiptNumber: p.officialReceiptNumber ? RECEIPT_ON_FILE : undefined,
      }),
    ),
    certificateNumber: full.certificateNumber,
    issuanceDate: full.issuanceDate,
    expirationDate: full.expirationDate,
    approvedDate: full.approvedDate,
    mayorPermitNo: full.mayorPermitNo,
  });
}

/** The lab fields the public laboratory page prints (payment §3), without the contact details it leaves out. */
const PRIVATE_LAB_FIELDS: ReadonlySet<string> = new Set(['address', 'contactNumber']);

/** GET /laboratory/external/id/:labId (the laboratory page). */
export function publicLaboratoryDto(state: DbState, lab: LaboratoryRecord): LaboratoryDto {
  const { applicationId: _app, labType: _type, ...full } = laboratoryDto(state, lab);
  return {
    ...full,
    formData: Object.fromEntries(
      Object.entries(full.formData).filter(([k]) => !PRIVATE_LAB_FIELDS.has(k)),
    ) as LabFormData,
  };
}

/** GET /laboratory/external/:applicationId/:type (the documents page's lab table: number, test, status). */
export function publicLabSummaryDto(state: DbState, lab: LaboratoryRecord): LaboratoryDto {
  const full = laboratoryDto(state, lab);
  return compact({
    laboratoryId: full.laboratoryId,
    name: full.name,
    status: full.status,
    formData: compact({ labNo: full.formData.labNo }) as LabFormData,
    approvedBy: full.approvedBy ? { ...full.approvedBy } : undefined,
  });
}

/** GET /uploads/external: which requirements are in, never which files (no page needs them). */
export const publicUploadDto = (u: UploadRecord): Upload =>
  compact({
    uploadId: String(u.uploadId),
    imageId: '',
    requirementId: u.requirementId,
    status: u.status,
    uploadDate: u.uploadDate,
  });
