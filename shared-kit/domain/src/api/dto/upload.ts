/** Requirement status display words (default display In Progress). */
export type RequirementStatus = 'In Progress' | 'For Review' | 'Requires Update' | 'Completed';

export interface Upload {
  uploadId: string;
  imageId: string;
  requirementId: number;
  status?: RequirementStatus | string;
  remarks?: string;
  testCompletedDate?: string;
  uploadFromPreview?: boolean;
  uploadDate?: string;
  bulkUploadId?: string;
}

export interface UploadsQuery {
  applicationId: string;
}

/** POST/PUT uploads body (uploadId on PUT). */
export interface SaveUploadRequest {
  uploadId?: string;
  applicationId: string;
  imageId: string;
  requirementId: number;
  uploadFromPreview?: boolean;
  uploadDate?: string;
  userId: string;
  testCompletedDate?: string;
}
