/** Store records -> the DTO shapes of `@qce/domain/api` (ids as strings, absent rather than null). */
import type {
  ApplicationFormData,
  ApplicationRecord as ApplicationDto,
  AuditLogEntry,
  BulkApplicant,
  BulkApplicationRecord as BulkDto,
  LaboratoryRecord as LaboratoryDto,
  LabSignatory,
  Payment,
  PermitId,
  SpEmployee,
  TrainingSession,
  Upload,
} from '@qce/domain/api';
import { withBulkDetails } from '@qce/domain/rules';
import { findBulk, paymentsOf } from '../db/records';
import type {
  ApplicationRecord,
  AuditLogRecord,
  BulkApplicationRecord,
  DbState,
  FormValues,
  LaboratoryRecord,
  PaymentRecord,
  SpCertificateRecord,
  SpEmployeeRecord,
  StatusChange,
  TrainingSessionRecord,
  UploadRecord,
} from '../db/types';
import { spEmployeeStatus } from './rules';

/** Drops null/undefined values (DTO fields are optional, never null). */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== null && v !== undefined),
  ) as T;
}

const opt = (v: string | number | null | undefined) =>
  v === null || v === undefined ? undefined : String(v);

export function formDataDto(formData: FormValues): ApplicationFormData {
  const out = compact({ ...formData }) as Record<string, unknown>;
  if (out.applicationId !== undefined) out.applicationId = String(out.applicationId);
  if (out.userId !== undefined) out.userId = String(out.userId);
  return out as ApplicationFormData;
}

const history = (list: StatusChange[]) =>
  list.map((h) =>
    compact({ status: h.status, remarks: h.remarks ?? undefined, updatedDate: h.date }),
  );

/**
 * One order of payment of the application: its total always (an unpaid order still counts for the sanitary
 * permit readiness rule, payment §4), its payment date and OR number once the payment is validated.
 */
function paymentDetailDto(p: PaymentRecord) {
  const paid = p.status === 'Completed';
  return compact({
    paymentDate: paid ? opt(p.paymentDate) : undefined,
    total: p.total,
    officialReceiptNumber: paid ? opt(p.officialReceiptNumber) : undefined,
  });
}

export function applicationDto(state: DbState, app: ApplicationRecord): ApplicationDto {
  return compact({
    applicationId: String(app.applicationId),
    permitId: app.permitId as PermitId,
    userId: String(app.userId),
    // A bulk part's application type, industry, sub-industry and business line are its bulk's.
    formData: formDataDto(
      app.classification === 'BULK_INDIVIDUAL' && app.bulkApplicationId !== null
        ? withBulkDetails(app.formData, findBulk(state, app.bulkApplicationId)?.formData)
        : app.formData,
    ),
    status: app.status,
    paymentDetailResponseDto: paymentsOf(state, app.applicationId).map(paymentDetailDto),
    statusHistory: history(app.statusHistory),
    remarks: opt(app.remarks),
    examResult: app.examResult ? (app.examResult.pass ? 'PASSED' : 'FAILED') : undefined,
    examCompletedDate: opt(app.examCompletedDate),
    regularLabStatus: opt(app.regularLabStatus),
    socialHygieneStatus: opt(app.socialHygieneStatus),
    waterAnalysisStatus: opt(app.waterAnalysisStatus),
    socialHygieneCompleted: app.socialHygieneCompleted,
    waterAnalysisCompleted: app.waterAnalysisCompleted,
    occupationalPermitNumber: opt(app.occupationalPermitNumber),
    bulkApplicationId: opt(app.bulkApplicationId),
    classification:
      app.classification === 'BULK_INDIVIDUAL'
        ? 'Bulk-Individual'
        : app.classification === 'BULK'
          ? 'Bulk'
          : 'Individual',
    yellowCard: app.yellowCard,
    applicationDate: app.applicationDate,
    certificateNumber: opt(app.certificateNumber),
    issuanceDate: opt(app.issuanceDate),
    expirationDate: opt(app.expirationDate),
    updatedDate: app.updatedDate,
    approvedDate: opt(app.approvedDate),
    pickUpDate: opt(app.pickUpDate),
    mayorPermitNo: opt(app.mayorPermitNo),
  });
}

export function bulkDto(bulk: BulkApplicationRecord): BulkDto {
  return compact({
    bulkApplicationId: String(bulk.bulkApplicationId),
    companyName: bulk.companyName,
    companyAddress: bulk.companyAddress,
    email: bulk.email,
    firstName: bulk.firstName,
    middleName: bulk.middleName || undefined,
    lastName: bulk.lastName,
    formData: formDataDto(bulk.formData),
    permitId: bulk.permitId as PermitId,
    createdDate: bulk.createdDate,
    status: bulk.status,
    statusHistory: history(bulk.statusHistory),
  });
}

export const bulkApplicantDto = (app: ApplicationRecord): BulkApplicant => ({
  applicationId: String(app.applicationId),
  formData: formDataDto(app.formData),
  status: app.status,
});

export const auditDto = (log: AuditLogRecord): AuditLogEntry => ({
  transactionType: log.transactionType,
  status: log.status,
  logDate: log.logDate,
});

export const uploadDto = (u: UploadRecord): Upload =>
  compact({
    uploadId: String(u.uploadId),
    imageId: u.imageId === null ? '' : String(u.imageId),
    requirementId: u.requirementId,
    status: u.status,
    remarks: opt(u.remarks),
    testCompletedDate: opt(u.testCompletedDate),
    uploadFromPreview: u.uploadFromPreview,
    uploadDate: u.uploadDate,
    bulkUploadId: opt(u.bulkUploadId),
  });

export const paymentDto = (
  p: PaymentRecord,
): Payment & {
  remarks?: string;
  details: PaymentRecord['details'];
  applicationId?: string;
  bulkApplicationId?: string;
} =>
  compact({
    referenceNumber: p.refNum,
    refNum: p.refNum,
    status: p.status,
    total: p.total,
    paymentDate: opt(p.paymentDate),
    paymentDetailDtos: p.details.map((d) => ({
      orderOfPaymentId: d.orderOfPaymentId,
      price: d.amount,
      total: d.amount,
      orderOfPaymentName: d.name,
    })),
    details: p.details,
    officialReceiptNumber: opt(p.officialReceiptNumber),
    imageId: opt(p.imageId),
    paymentType: p.paymentType ?? undefined,
    remarks: opt(p.remarks),
    applicationId: opt(p.applicationId),
    bulkApplicationId: opt(p.bulkApplicationId),
  });

export function spEmployeeDto(state: DbState, e: SpEmployeeRecord): SpEmployee {
  return compact({
    employeeId: String(e.employeeId),
    firstName: e.firstName,
    middleName: e.middleName || undefined,
    lastName: e.lastName,
    employeeEmail: e.employeeEmail,
    birthDate: e.birthDate,
    healthCertNumber: opt(e.healthCertNumber),
    status: spEmployeeStatus(e, certificatesOf(state, e.employeeId)),
  });
}

export const certificatesOf = (state: DbState, employeeId: number): SpCertificateRecord[] =>
  state.spCertificates.filter((c) => c.employeeId === employeeId);

export function trainingSessionDto(state: DbState, s: TrainingSessionRecord): TrainingSession {
  return {
    trainingSessionId: s.trainingSessionId,
    trainingName: s.trainingName,
    startDate: s.startDate,
    startTime: s.startTime,
    endDate: s.endDate,
    endTime: s.endTime,
    location: s.location,
    maxAllowedParticipants: s.maxAllowedParticipants,
    trainingParticipants: participantCount(state, s),
  };
}

export const participantCount = (state: DbState, s: TrainingSessionRecord): number =>
  s.reservedSeats +
  state.trainingParticipants.filter((p) => p.trainingSessionId === s.trainingSessionId).length;

function signatory(
  state: DbState,
  id: number | null,
  logDate: string | null,
): LabSignatory | undefined {
  const s = state.reference.signatories.find((x) => x.signatoryId === id);
  if (!s) return undefined;
  return compact({
    firstName: s.firstName,
    lastName: s.lastName,
    degreeSuffix: s.degreeSuffix,
    licence: s.licence,
    authorities: s.authorities,
    logDate: opt(logDate),
    signatureId: String(s.signatureId),
  });
}

export function laboratoryDto(
  state: DbState,
  lab: LaboratoryRecord,
): LaboratoryDto & { labType: string; applicationId: string } {
  return compact({
    laboratoryId: String(lab.laboratoryId),
    applicationId: String(lab.applicationId),
    labType: lab.labType,
    name: lab.name,
    status: lab.status,
    formData: compact({ ...lab.formData }) as LaboratoryDto['formData'],
    submittedBy: signatory(state, lab.submittedById, lab.submittedDate),
    certifiedBy: signatory(state, lab.certifiedById, lab.certifiedDate),
    approvedBy: signatory(state, lab.approvedById, lab.approvedDate),
  });
}
