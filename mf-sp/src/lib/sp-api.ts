/**
 * The calls of the sanitary permit track, over shared-kit's resource modules: each unwraps the
 * spec's response wrappers (`data`, `data.data`, `details`/`totalCount`) so pages read plain
 * values. Components and hooks use these, never a request of their own.
 */
import {
  addSpEmployee,
  checkExistingApplications,
  createApplication,
  createUpload,
  deleteSpEmployee,
  deleteSpEmployeeCertificate,
  discardApplication,
  getApplicationById,
  getApplications,
  getApplicationTypes,
  getAuditProgress,
  getFile,
  getIndustries,
  getRequirements,
  getSpEmployeeCertificate,
  getSpEmployeeCertificateStatuses,
  getSpEmployees,
  getUploads,
  getUserDetails,
  saveSpEmployeeCertificate,
  submitRequirements,
  updateApplication,
  updateExternalApplication,
  updateUpload,
  uploadFile,
  uploadSpEmployeesCsv,
} from '@qce/shared-kit/api';
import type {
  AddSpEmployeeRequest,
  ApplicationExistQuery,
  ApplicationRecord,
  ApplicationType,
  AuditLogEntry,
  CreateApplicationRequest,
  ExternalApplicationUpdateRequest,
  FileResponse,
  FileUploadQuery,
  Industry,
  Requirement,
  RequirementsQuery,
  SaveUploadRequest,
  SpEmployee,
  SpEmployeeCertificate,
  SpEmployeeCertificateRequest,
  SpEmployeeCertificateStatus,
  SpEmployeesCsvResult,
  SpEmployeesPage,
  SubmitRequirementsRequest,
  UpdateApplicationRequest,
  Upload,
  UploadProgress,
  UserDetails,
} from '@qce/shared-kit/api';

export interface Page<T> {
  details: T[];
  totalCount: number;
}

/** Permit id of the sanitary permit (intake §3, §9). */
export const SP_PERMIT_ID = 2 as const;

const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

export const spApi = {
  async userDetails(userId: string): Promise<UserDetails> {
    return (await getUserDetails(userId)).data;
  },
  async history(query: {
    email: string;
    page: number;
    limit: number;
  }): Promise<Page<ApplicationRecord>> {
    const body = await getApplications({ ...query, permitId: SP_PERMIT_ID });
    return { details: list(body.data?.details), totalCount: body.data?.totalCount ?? 0 };
  },
  async application(id: string): Promise<ApplicationRecord> {
    return (await getApplicationById(id)).data.data;
  },
  async ongoingApplicationIds(query: ApplicationExistQuery): Promise<string[]> {
    return list((await checkExistingApplications(query)).data);
  },
  async createApplication(body: CreateApplicationRequest): Promise<ApplicationRecord> {
    return (await createApplication(body)).data;
  },
  async updateApplication(body: UpdateApplicationRequest): Promise<ApplicationRecord> {
    return (await updateApplication(body)).data;
  },
  /** payment §7: PUT external OUBPAS application (query applicationId). */
  async updateOubpasApplication(
    applicationId: string,
    body: ExternalApplicationUpdateRequest,
  ): Promise<ApplicationRecord> {
    return (await updateExternalApplication(applicationId, body)).data;
  },
  async discardApplication(id: string): Promise<void> {
    await discardApplication(id);
  },
  async auditLogs(applicationId: string): Promise<AuditLogEntry[]> {
    return list((await getAuditProgress(applicationId)).data);
  },
  async requirements(query: RequirementsQuery): Promise<Requirement[]> {
    return list((await getRequirements(query)).data);
  },
  async uploads(applicationId: string): Promise<Upload[]> {
    return list((await getUploads(applicationId)).data);
  },
  async uploadFile(
    file: File,
    query: FileUploadQuery,
    onProgress?: (progress: UploadProgress) => void,
  ): Promise<FileResponse> {
    return (await uploadFile(query, file, onProgress)).data.data;
  },
  async fileById(imageId: string): Promise<FileResponse> {
    return (await getFile(imageId)).data;
  },
  async saveUpload(body: SaveUploadRequest): Promise<Upload> {
    return (await (body.uploadId ? updateUpload(body) : createUpload(body))).data;
  },
  async submitRequirements(body: SubmitRequirementsRequest): Promise<ApplicationRecord> {
    return (await submitRequirements(body)).data;
  },
  async industries(): Promise<Industry[]> {
    return list((await getIndustries()).data);
  },
  async applicationTypes(): Promise<ApplicationType[]> {
    return list((await getApplicationTypes()).data);
  },
  async employees(query: {
    applicationId: string;
    page: number;
    limit: number;
  }): Promise<SpEmployeesPage> {
    const data = (await getSpEmployees(query)).data;
    return {
      details: list(data?.details),
      totalCount: data?.totalCount ?? 0,
      allHealthCertUploaded: data?.allHealthCertUploaded === true,
      ...(data?.status ? { status: data.status } : {}),
    };
  },
  async employeeCertificateStatuses(employeeIds: string[]): Promise<SpEmployeeCertificateStatus[]> {
    if (employeeIds.length === 0) return [];
    return list((await getSpEmployeeCertificateStatuses(employeeIds)).data);
  },
  async addEmployee(body: AddSpEmployeeRequest): Promise<SpEmployee> {
    return (await addSpEmployee(body)).data;
  },
  async deleteEmployee(employeeId: string): Promise<void> {
    await deleteSpEmployee(employeeId);
  },
  async uploadEmployeesCsv(applicationId: string, file: File): Promise<SpEmployeesCsvResult> {
    const data = (await uploadSpEmployeesCsv({ applicationId }, file)).data;
    return { duplicate: list(data?.duplicate) };
  },
  async employeeCertificate(
    applicationId: string,
    employeeId: string,
  ): Promise<SpEmployeeCertificate | null> {
    return (await getSpEmployeeCertificate({ applicationId, employeeId })).data ?? null;
  },
  async saveEmployeeCertificate(body: SpEmployeeCertificateRequest): Promise<SpEmployeeCertificate> {
    return (await saveSpEmployeeCertificate(body)).data;
  },
  async deleteEmployeeCertificate(bulkUploadId: string): Promise<void> {
    await deleteSpEmployeeCertificate(bulkUploadId);
  },
};
