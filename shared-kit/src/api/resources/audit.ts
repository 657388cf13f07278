import { callEndpoint } from '../client';
import type { RequestOptions } from './request-options';

/** GET /audit/progress?applicationId -> audit log entries. */
export const getAuditProgress = (applicationId: string, options: RequestOptions = {}) =>
  callEndpoint('AUDIT_PROGRESS', { query: { applicationId }, ...options });

/** GET /audit/bulk/progress?bulkApplicationId -> audit log entries. */
export const getBulkAuditProgress = (bulkApplicationId: string, options: RequestOptions = {}) =>
  callEndpoint('AUDIT_BULK_PROGRESS', { query: { bulkApplicationId }, ...options });
