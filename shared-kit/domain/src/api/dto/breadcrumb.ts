import type { AuditLogEntry } from './audit';

/** Breadcrumb entry: same fields as an audit entry. */
export type Breadcrumb = AuditLogEntry;

export interface BreadcrumbsQuery {
  applicationId: string;
}

export interface SaveBreadcrumbRequest extends Partial<AuditLogEntry> {
  applicationId: string;
}
