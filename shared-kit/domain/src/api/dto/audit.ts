export type TransactionType =
  | 'Application Form'
  | 'Upload Requirements'
  | 'Requirements Validation'
  | 'Payment Validation'
  | 'HIV Seminar'
  | 'Head Approval';

export type AuditStatus = 'COMPLETED' | 'IN_PROGRESS' | 'REQUIRES_UPDATE';

/** Audit log / breadcrumb entry. Recurring flows use transaction types containing 'recurring'. */
export interface AuditLogEntry {
  transactionType: TransactionType | (string & {});
  status: AuditStatus;
  logDate: string;
}

export interface AuditProgressQuery {
  applicationId: string;
}

export interface AuditBulkProgressQuery {
  bulkApplicationId: string;
}
