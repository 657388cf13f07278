/**
 * The calls this remote makes, unwrapped from the response wrappers the spec gives (payment §7). Every one goes
 * through the shared-kit API resources; pages reached by QR codes use only the public (external) ones.
 */
import {
  getBulkApplicationById,
  getBulkApplicationPayments,
  getBulkPayments,
  getExternalTrainingSession,
  getOrderOfPaymentItems,
  getPayments,
} from '@qce/shared-kit/api';
import { applicationRequest, readRequest } from '@qce/shared-kit/data';
import {
  externalApplicationRequest,
  externalLabsRequest,
  labsRequest,
  trainingAttendanceRequest,
} from './documents-requests';
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

/** Public: an application for the documents and massagist doc pages (through the page's cache). */
export async function fetchExternalApplication(appId: string): Promise<ApplicationRecord> {
  return (await readRequest(externalApplicationRequest(appId))).data.data;
}

/** Public: an application's lab records of a type (through the page's cache). */
export async function fetchExternalLabs(
  applicationId: string,
  type: LabType,
): Promise<LaboratoryRecord[]> {
  return (await readRequest(externalLabsRequest(applicationId, type))).data.data ?? [];
}

/** Public: a training session for the massagist doc page, with whether the application completed it. */
export async function fetchExternalTrainingSession(
  trainingSessionId: string,
  applicationId: string,
  signal?: AbortSignal,
): Promise<TrainingSession> {
  return (await getExternalTrainingSession(trainingSessionId, { applicationId }, { signal })).data;
}

/** Signed in: the applicant's own application (through the page's cache). */
export async function fetchApplication(applicationId: string): Promise<ApplicationRecord> {
  return (await readRequest(applicationRequest(applicationId))).data.data;
}

/** Signed in: the applicant's own lab records of a type (through the page's cache). */
export async function fetchLabs(applicationId: string, type: LabType): Promise<LaboratoryRecord[]> {
  return (await readRequest(labsRequest(applicationId, type))).data.data ?? [];
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

/**
 * Signed in: the applicant's massagist training registration (the first of details), if any; for one
 * session when given (through the page's cache).
 */
export async function fetchTrainingAttendance(
  applicationId: string,
  trainingSessionId?: number,
): Promise<TrainingAttendance | undefined> {
  const request = trainingAttendanceRequest(applicationId);
  const body = await readRequest(
    trainingSessionId === undefined
      ? request
      : { ...request, query: { ...request.query, trainingSessionId } },
  );
  return body.data.details?.[0];
}
