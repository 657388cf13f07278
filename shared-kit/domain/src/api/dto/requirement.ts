import type { PermitId } from './common';

export interface Requirement {
  requirementId: number;
  requirementName: string;
  requirementDesc?: string;
  inactive?: boolean;
  required: boolean;
  laboratory?: boolean;
  internal?: boolean;
}

export interface RequirementsQuery {
  industryId?: number;
  applicationTypeId?: number;
  subIndustryId?: number;
  permitId: PermitId;
}
