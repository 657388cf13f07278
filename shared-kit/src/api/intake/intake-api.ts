/**
 * The calls a health card or sanitary permit intake makes, over the kit's resource modules: each
 * unwraps the spec's response wrappers (`data`, `data.data`, `details`/`totalCount`) so pages read
 * plain values. A track adds its own calls next to these.
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
  getFile,
  getIndustries,
  getRequirements,
  getUploads,
  getUserDetails,
  submitRequirements,
  updateApplication,
  updateUpload,
  uploadFile,
} from '@qce/shared-kit/api';
import type {
  ApplicationExistQuery,
  ApplicationRecord,
  ApplicationType,
  AuditLogEntry,
  CreateApplicationRequest,
  FileResponse,
  FileUploadQuery,
  PermitId,
  Industry,
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

/** A list answer, or an empty list when the server sent none. */
export const listOf = <T>(value: T[] | null | undefined): T[] =>
  Array.isArray(value) ? value : [];

/** The intake calls of one permit (1 health certificate, 2 sanitary permit; intake §3, §9). */
export function createIntakeApi(permitId: PermitId) {
  return {
    async userDetails(userId: string): Promise<UserDetails> {
      return (await getUserDetails(userId)).data;
    },
    /** The signed-in applicant's applications of this permit, one page. */
    async history(query: {
      email: string;
      page: number;
      limit: number;
    }): Promise<Page<ApplicationRecord>> {
      const body = await getApplications({ ...query, permitId });
      return { details: listOf(body.data?.details), totalCount: body.data?.totalCount ?? 0 };
    },
    async application(id: string): Promise<ApplicationRecord> {
      return (await getApplicationById(id)).data.data;
    },
    async ongoingApplicationIds(query: ApplicationExistQuery): Promise<string[]> {
      return listOf((await checkExistingApplications(query)).data);
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
      return listOf((await getAuditProgress(applicationId)).data);
    },
    async requirements(query: RequirementsQuery): Promise<Requirement[]> {
      return listOf((await getRequirements(query)).data);
    },
    async uploads(applicationId: string): Promise<Upload[]> {
      return listOf((await getUploads(applicationId)).data);
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
    /** Creates the upload, or updates it when it has an id. */
    async saveUpload(body: SaveUploadRequest): Promise<Upload> {
      return (await (body.uploadId ? updateUpload(body) : createUpload(body))).data;
    },
    async submitRequirements(body: SubmitRequirementsRequest): Promise<ApplicationRecord> {
      return (await submitRequirements(body)).data;
    },
    async industries(): Promise<Industry[]> {
      return listOf((await getIndustries()).data);
    },
    async applicationTypes(): Promise<ApplicationType[]> {
      return listOf((await getApplicationTypes()).data);
    },
  };
}

export type IntakeApi = ReturnType<typeof createIntakeApi>;
