import { STEP_STATUS } from './audit-log';
import { statusIs } from './status';

/**
 * Update Details icon (intake §4 Update Details icon):
 * - health card requirements upload: shown unless the latest step is COMPLETED;
 * - SP pages: shown only when the source is not OUBPAS;
 * - elsewhere: hidden when the latest step is COMPLETED or REQUIRES_UPDATE.
 */
export type UpdateDetailsPage = 'ihc-requirements-upload' | 'sp' | 'other';

export const OUBPAS_SOURCE = 'OUBPAS';

export function isOubpasSource(sourceType: unknown): boolean {
  return typeof sourceType === 'string' && sourceType.trim().toUpperCase() === OUBPAS_SOURCE;
}

export function showUpdateDetailsIcon(input: {
  page: UpdateDetailsPage;
  latestStepStatus?: string | null;
  sourceType?: string | null;
}): boolean {
  switch (input.page) {
    case 'ihc-requirements-upload':
      return !statusIs(input.latestStepStatus, STEP_STATUS.completed);
    case 'sp':
      return !isOubpasSource(input.sourceType);
    default:
      return !statusIs(input.latestStepStatus, STEP_STATUS.completed, STEP_STATUS.requiresUpdate);
  }
}
