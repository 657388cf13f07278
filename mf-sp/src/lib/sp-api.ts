/**
 * The calls of the sanitary permit track, over shared-kit's resource modules: each unwraps the
 * spec's response wrappers (`data`, `data.data`, `details`/`totalCount`) so pages read plain
 * values. Components and hooks use these, never a request of their own.
 */
import {
  addSpEmployee,
  deleteSpEmployee,
  deleteSpEmployeeCertificate,
  getSpEmployeeCertificate,
  getSpEmployeeCertificateStatuses,
  getSpEmployees,
  saveSpEmployeeCertificate,
  updateExternalApplication,
  uploadSpEmployeesCsv,
} from '@qce/shared-kit/api';
import { createIntakeApi, listOf } from '@qce/shared-kit/api/intake';
import type {
  AddSpEmployeeRequest,
  ApplicationRecord,
  ExternalApplicationUpdateRequest,
  SpEmployee,
  SpEmployeeCertificate,
  SpEmployeeCertificateRequest,
  SpEmployeeCertificateStatus,
  SpEmployeesCsvResult,
  SpEmployeesPage,
  SpEmployeesQuery,
} from '@qce/shared-kit/api';
import type { RequestOf } from '@qce/shared-kit/data';

/** Permit id of the sanitary permit (intake §3, §9). */
export const SP_PERMIT_ID = 2 as const;

/** One page of an application's employees (payment §7 GET sanitary-permit employees), as a read of the page's cache. */
export const employeesRequest = (query: SpEmployeesQuery): RequestOf<'SP_EMPLOYEES'> => ({
  endpoint: 'SP_EMPLOYEES',
  query: { ...query },
});

/** The employees page of an answer, with its lists and flags defaulted. */
export function employeesPageOf(
  data: Partial<SpEmployeesPage> | null | undefined,
): SpEmployeesPage {
  return {
    details: listOf(data?.details),
    totalCount: data?.totalCount ?? 0,
    allHealthCertUploaded: data?.allHealthCertUploaded === true,
    ...(data?.status ? { status: data.status } : {}),
  };
}

const intake = createIntakeApi(SP_PERMIT_ID);

export const spApi = {
  ...intake,
  /** payment §7: PUT external OUBPAS application (query applicationId). */
  async updateOubpasApplication(
    applicationId: string,
    body: ExternalApplicationUpdateRequest,
  ): Promise<ApplicationRecord> {
    return (await updateExternalApplication(applicationId, body)).data;
  },
  async employees(query: SpEmployeesQuery): Promise<SpEmployeesPage> {
    return employeesPageOf((await getSpEmployees(query)).data);
  },
  async employeeCertificateStatuses(employeeIds: string[]): Promise<SpEmployeeCertificateStatus[]> {
    if (employeeIds.length === 0) return [];
    return listOf((await getSpEmployeeCertificateStatuses(employeeIds)).data);
  },
  async addEmployee(body: AddSpEmployeeRequest): Promise<SpEmployee> {
    return (await addSpEmployee(body)).data;
  },
  async deleteEmployee(employeeId: string): Promise<void> {
    await deleteSpEmployee(employeeId);
  },
  async uploadEmployeesCsv(applicationId: string, file: File): Promise<SpEmployeesCsvResult> {
    const data = (await uploadSpEmployeesCsv({ applicationId }, file)).data;
    return { duplicate: listOf(data?.duplicate) };
  },
  async employeeCertificate(
    applicationId: string,
    employeeId: string,
  ): Promise<SpEmployeeCertificate | null> {
    return (await getSpEmployeeCertificate({ applicationId, employeeId })).data ?? null;
  },
  async saveEmployeeCertificate(
    body: SpEmployeeCertificateRequest,
  ): Promise<SpEmployeeCertificate> {
    return (await saveSpEmployeeCertificate(body)).data;
  },
  async deleteEmployeeCertificate(bulkUploadId: string): Promise<void> {
    await deleteSpEmployeeCertificate(bulkUploadId);
  },
};
