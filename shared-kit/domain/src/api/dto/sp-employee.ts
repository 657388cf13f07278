import type { PageQuery } from './common';

/** Sanitary permit employee (intake §3). */
export interface SpEmployee {
  employeeId: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  employeeEmail: string;
  /** MM/DD/YYYY */
  birthDate: string;
  healthCertNumber?: string;
  status?: string;
}

export interface SpEmployeesQuery extends PageQuery {
  applicationId: string;
}

/** GET SP bulk employees: `{ data: SpEmployeesPage }`. */
export interface SpEmployeesPage {
  details: SpEmployee[];
  totalCount: number;
  status?: string;
  allHealthCertUploaded: boolean;
}

/** POST certificate statuses answer entry. */
export interface SpEmployeeCertificateStatus {
  employeeId: string;
  status: string;
}

export interface AddSpEmployeeRequest {
  applicationId: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  employeeEmail: string;
  birthDate: string;
}

export interface SpEmployeesCsvQuery {
  applicationId: string;
}

export interface SpEmployeesCsvResult {
  duplicate: Array<Omit<SpEmployee, 'employeeId'>>;
}

export interface SpEmployeeCertificateQuery {
  applicationId: string;
  employeeId: string;
}

/** POST employee certificate body. */
export interface SpEmployeeCertificateRequest {
  applicationId: string;
  employeeId: string;
  imageId: string;
  requirementId: number;
  uploadFromPreview?: boolean;
  uploadDate?: string;
}

/** A stored employee certificate (deleted by bulkUploadId). */
export interface SpEmployeeCertificate extends SpEmployeeCertificateRequest {
  bulkUploadId: string;
}
