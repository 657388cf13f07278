/**
 * The calls of the health card intake, over shared-kit's resource modules: each unwraps the
 * spec's response wrappers (`data`, `data.data`, `details`/`totalCount`) so pages read plain
 * values. Components and hooks use these, never a request of their own.
 */
import {
  checkExistingApplications,
  createApplication,
  createUpload,
  discardApplication,
  getApplicationById,
  getApplications,
  getApplicationTypes,
  getAuditProgress,
  getBulkApplications,
  getFile,
  getIndustries,
  getLookupInfo,
  getRequirements,
  getUploads,
  getUserDetails,
  submitRequirements,
  updateApplication,
  updateUpload,
  uploadFile,
  validateHealthCertificate,
} from '@qce/shared-kit/api';
import type {
  ApplicationExistQuery,
  ApplicationRecord,
  ApplicationType,
  AuditLogEntry,
  BulkApplicationRecord,
  CreateApplicationRequest,
  FileResponse,
  FileUploadQuery,
  HealthCertValidationRequest,
  HealthCertValidationResponse,
  Industry,
  LookupInfo,
  Requirement,
  RequirementsQuery,
  SaveUploadRequest,
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

/** Permit id of the health certificate (intake §3, §9). */
export const IHC_PERMIT_ID = 1 as const;

const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

export const ihcApi = {
  async userDetails(userId: string): Promise<UserDetails> {
    return (await getUserDetails(userId)).data;
  },
  async history(query: {
    email: string;
    page: number;
    limit: number;
  }): Promise<Page<ApplicationRecord>> {
    const body = await getApplications({ ...query, permitId: IHC_PERMIT_ID });
    return { details: list(body.data?.details), totalCount: body.data?.totalCount ?? 0 };
  },
  async bulkHistory(query: {
    email: string;
    page: number;
    limit: number;
  }): Promise<Page<BulkApplicationRecord>> {
    const body = await getBulkApplications({ ...query, permitId: IHC_PERMIT_ID });
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
  async lookupValues(lookUpId: number): Promise<LookupInfo[]> {
    return list((await getLookupInfo(lookUpId)).data);
  },
  async industries(): Promise<Industry[]> {
    return list((await getIndustries()).data);
  },
  async applicationTypes(): Promise<ApplicationType[]> {
    return list((await getApplicationTypes()).data);
  },
  async validateOccupationalPermit(
    body: HealthCertValidationRequest,
  ): Promise<HealthCertValidationResponse> {
    return validateHealthCertificate(body);
  },
};
