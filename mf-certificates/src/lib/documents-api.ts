/**
 * The calls this remote makes, unwrapped from the response wrappers the spec gives (payment §7). Every one goes
 * through the shared-kit API resources; pages reached by QR codes use only the public (external) ones.
 */
import {
  getApplicationById,
  getBulkApplicationById,
  getBulkApplicationPayments,
  getBulkPayments,
  getExternalApplication,
  getExternalLaboratory,
  getExternalLaboratoryById,
  getExternalTrainingSession,
  getLabSignature,
  getLaboratory,
  getOrderOfPaymentItems,
  getPayments,
  getTrainingAttendance,
} from '@qce/shared-kit/api';
import type {
  ApplicationRecord,
  BulkApplicationRecord,
  BulkPaymentsPage,
  LabType,
  LaboratoryRecord,
  OrderOfPaymentItem,
  Payment,
  PermitId,
  TrainingAttendance,
  TrainingSession,
} from '@qce/shared-kit/api';

/** payment §9: bulk print limit. */
export const BULK_PRINT_LIMIT = 1000;

/** Signature image URL of a signatory (GET signature: data.imageUrl). */
export async function fetchSignatureUrl(
  signatureId: string | number,
  signal?: AbortSignal,
): Promise<string> {
  const body = await getLabSignature(String(signatureId), { signal });
  return body.data.imageUrl;
}

/** Public: an application for the documents and massagist doc pages. */
export async function fetchExternalApplication(
  appId: string,
  signal?: AbortSignal,
): Promise<ApplicationRecord> {
  return (await getExternalApplication(appId, { signal })).data.data;
}

/** Public: one lab record for the laboratory page. */
export async function fetchExternalLab(
  labId: string,
  signal?: AbortSignal,
): Promise<LaboratoryRecord> {
  return (await getExternalLaboratoryById(labId, { signal })).data.data;
}

/** Public: an application's lab records of a type. */
export async function fetchExternalLabs(
  applicationId: string,
  type: LabType,
  signal?: AbortSignal,
): Promise<LaboratoryRecord[]> {
  return (await getExternalLaboratory(applicationId, type, { signal })).data.data ?? [];
}

/** Public: a training session for the massagist doc page, with whether the application completed it. */
export async function fetchExternalTrainingSession(
  trainingSessionId: string,
  applicationId: string,
  signal?: AbortSignal,
): Promise<TrainingSession> {
  return (await getExternalTrainingSession(trainingSessionId, { applicationId }, { signal })).data;
}

/** Signed in: the applicant's own application. */
export async function fetchApplication(
  applicationId: string,
  signal?: AbortSignal,
): Promise<ApplicationRecord> {
  return (await getApplicationById(applicationId, { signal })).data.data;
}

/** Signed in: the applicant's own lab records of a type. */
export async function fetchLabs(
  applicationId: string,
  type: LabType,
  signal?: AbortSignal,
): Promise<LaboratoryRecord[]> {
  return (await getLaboratory(applicationId, type, { signal })).data.data ?? [];
}

export async function fetchBulkApplication(
  bulkApplicationId: string,
  signal?: AbortSignal,
): Promise<BulkApplicationRecord> {
  return (await getBulkApplicationById(bulkApplicationId, { signal })).data.data;
}

export async function fetchPayments(
  applicationId: string,
  signal?: AbortSignal,
): Promise<Payment[]> {
  return (await getPayments(applicationId, { signal })).data ?? [];
}

/** The bulk-level order(s) of payment of a bulk application (their applicationId is null). */
export async function fetchBulkOrders(
  bulkApplicationId: string,
  signal?: AbortSignal,
): Promise<Payment[]> {
  return (await getBulkApplicationPayments(bulkApplicationId, { signal })).data ?? [];
}

/** Per-applicant payments of a bulk application, up to the print limit. */
export async function fetchBulkPayments(
  bulkApplicationId: string,
  signal?: AbortSignal,
): Promise<BulkPaymentsPage> {
  return (
    await getBulkPayments({ bulkApplicationId, page: 1, limit: BULK_PRINT_LIMIT }, { signal })
  ).data;
}

export async function fetchOrderOfPaymentItems(
  permitId: PermitId,
  signal?: AbortSignal,
): Promise<OrderOfPaymentItem[]> {
  return (await getOrderOfPaymentItems(permitId, { signal })).data ?? [];
}

/** Signed in: the applicant's massagist training registration (the first of details), if any. */
export async function fetchTrainingAttendance(
  applicationId: string,
  signal?: AbortSignal,
  trainingSessionId?: number,
): Promise<TrainingAttendance | undefined> {
  const query =
    trainingSessionId === undefined ? { applicationId } : { applicationId, trainingSessionId };
  return (await getTrainingAttendance(query, { signal })).data.details?.[0];
}
