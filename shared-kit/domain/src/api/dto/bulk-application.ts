import type { ApplicationFormData, StatusHistoryEntry } from './application';
import type { PageQuery, PermitId } from './common';

/** Bulk application record (intake §3). */
export interface BulkApplicationRecord {
  bulkApplicationId: string;
  companyName: string;
  companyAddress: string;
  email: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  formData: ApplicationFormData;
  permitId: PermitId;
  createdDate?: string;
  status: string;
  statusHistory?: StatusHistoryEntry[];
}

/** An individual applicant inside a bulk application. */
export interface BulkApplicant {
  applicationId: string;
  formData: ApplicationFormData;
  status: string;
}

/** POST/PUT /application/bulk (bulkApplicationId on PUT). */
export interface BulkApplicationRequest {
  bulkApplicationId?: string;
  companyName: string;
  companyAddress: string;
  email: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  formData: ApplicationFormData;
  permitId: PermitId;
}

/** GET bulk upload list; the search by first, middle and last name (intake §2 Bulk health card, §7). */
export interface BulkApplicantsQuery extends PageQuery {
  permitId: PermitId;
  bulkApplicationId: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
}

/** POST bulk CSV upload query. */
export interface BulkCsvUploadQuery {
  permitId: PermitId;
  bulkApplicationId: string;
}

/** POST bulk CSV upload answer. */
export interface BulkCsvUploadResult {
  duplicateApplication: ApplicationFormData[];
}

/** POST bulk base: bulk update of the upload source. */
export interface BulkBaseRequest {
  bulkApplicationId: string;
  permitId: PermitId;
  formData: ApplicationFormData;
}
