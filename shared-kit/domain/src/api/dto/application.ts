import type { PageQuery, PermitId } from './common';

export type Gender = 'Male' | 'Female' | 'Not Specified';
export type Suffix = '' | 'Sr.' | 'Jr.' | 'II' | 'III' | 'IV' | 'V' | 'VI' | 'VII' | 'VIII' | 'IX';
export type CivilStatus = '' | 'Single' | 'Married' | 'Widowed' | 'Legally Separated';
/** formData.classification */
export type FormClassification = 'INDIVIDUAL' | 'BULK';
/** Application classes (a bulk-part applicant is an individual record inside a bulk application). */
export type ApplicationClass = 'Bulk' | 'Individual' | 'Bulk-Individual';
export type SourceType = 'OUBPAS';

/** Sanitary permit form fields (stored in formData). */
export interface SanitaryPermitFormFields {
  establishmentName?: string;
  address?: string;
  ownerName?: string;
  mayorPermitNo?: string;
  employeeNum?: number;
  employeeNumWithHC?: number;
  employeeNumWithoutHC?: number;
  ppePersonnel?: number;
  termsAccept?: boolean;
}

/** Application form data (intake §3 and payment §3), health card and sanitary permit alike. */
export interface ApplicationFormData extends SanitaryPermitFormFields {
  applicationId?: string;
  lastName?: string;
  firstName?: string;
  middleName?: string;
  suffix?: Suffix;
  gender?: Gender;
  nationality?: string;
  city?: string;
  houseNo?: string;
  contactNumber?: string;
  street?: string;
  barangay?: string;
  occupation?: string;
  companyName?: string;
  companyAddress?: string;
  email?: string;
  civilStatus?: CivilStatus;
  'accept-terms'?: boolean;
  /** MM/DD/YYYY */
  birthDate?: string;
  applicationDate?: string;
  classification?: FormClassification;
  /** Application type value, e.g. 'Amendment of Business'. */
  type?: string;
  industry?: string;
  industryId?: number;
  subIndustry?: string;
  subIndustryId?: number;
  applicationTypeId?: number;
  businessLine?: string;
  isPESO?: boolean;
  isInternal?: boolean;
  isSameReceipt?: boolean;
  /** Receipt number sent with `isSameReceipt` on follow-up creation. */
  currentReceiptNo?: string;
  yellowCard?: boolean;
  occupationalPermitNumber?: string;
  permitId?: PermitId;
  userId?: string;
  source_type?: SourceType;
}

export interface StatusHistoryEntry {
  status: string;
  remarks?: string;
  updatedDate?: string;
}

/** One entry of `paymentDetailResponseDto` on an application. */
export interface ApplicationPaymentDetail {
  paymentDate?: string;
  total?: number;
  officialReceiptNumber?: string;
}

/** Application record (intake §3 and payment §3). */
export interface ApplicationRecord {
  applicationId: string;
  permitId: PermitId;
  userId: string;
  formData: ApplicationFormData;
  status: string;
  paymentDetailResponseDto?: ApplicationPaymentDetail[];
  statusHistory?: StatusHistoryEntry[];
  remarks?: string;
  examResult?: string;
  examCompletedDate?: string;
  regularLabStatus?: string;
  socialHygieneStatus?: string;
  waterAnalysisStatus?: string;
  socialHygieneCompleted?: boolean;
  waterAnalysisCompleted?: boolean;
  occupationalPermitNumber?: string;
  bulkApplicationId?: string;
  /** 'bulk' or other. */
  classification?: string;
  yellowCard?: boolean;
  applicationDate?: string;
  certificateNumber?: string;
  issuanceDate?: string;
  expirationDate?: string;
  updatedDate?: string;
  approvedDate?: string;
  pickUpDate?: string;
  mayorPermitNo?: string;
}

/** GET /application query (history, single lookup, follow-up list, bulk applicant search). */
export interface ApplicationQuery extends PageQuery {
  email?: string;
  permitId?: PermitId;
  applicationId?: string;
  userId?: string;
  bulkApplicationId?: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  status?: string;
  recurring?: boolean;
  socialHygieneCompleted?: boolean;
  waterAnalysisCompleted?: boolean;
}

/** POST /application */
export interface CreateApplicationRequest {
  formData: ApplicationFormData;
  userId: string;
  permitId: PermitId;
  occupationalPermitNumber?: string;
  yellowCard?: boolean;
}

/** PUT /application */
export interface UpdateApplicationRequest {
  applicationId: string;
  formData: ApplicationFormData;
  permitId: PermitId;
  userId: string;
  yellowCard?: boolean;
}

/** GET /application/exist query. */
export interface ApplicationExistQuery {
  email?: string;
  firstName?: string;
  lastName?: string;
  permitId: PermitId;
  /** SP only. */
  address?: string;
  establishmentName?: string;
  mayorPermitNo?: string;
  type?: string;
}

/** POST submit requirements. */
export interface SubmitRequirementsRequest {
  applicationId: string;
  formData: ApplicationFormData;
  userId: string;
}

/** PUT external OUBPAS application (query applicationId). */
export interface ExternalApplicationUpdateRequest extends Partial<
  Omit<ApplicationRecord, 'formData'>
> {
  formData: ApplicationFormData;
  permitId: PermitId;
  userId: string;
}
