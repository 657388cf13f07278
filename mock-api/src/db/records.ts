/**
 * Small state helpers shared by the seed, the scenarios, the handlers and the staff API.
 * Every helper takes the state explicitly so scenarios can build a state before it becomes current.
 */
import type {
  ApplicationRecord,
  AuditLogRecord,
  BulkApplicationRecord,
  Classification,
  DbState,
  FormValues,
  PaymentRecord,
  PermitType,
  StepStatus,
  TransactionType,
} from './types';
import { advanceAuditLog, setAuditStep } from '../lib/rules';
import { lookup } from './indexes';

/** The fake clock runs at most a century ahead or behind (a stored offset beyond that is clamped). */
export const CLOCK_OFFSET_MAX_MINUTES = 100 * 366 * 24 * 60;

/** Minutes the clock runs ahead, always a finite value within ±CLOCK_OFFSET_MAX_MINUTES. */
export function safeClockOffset(minutes: unknown): number {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes)) return 0;
  return Math.max(-CLOCK_OFFSET_MAX_MINUTES, Math.min(CLOCK_OFFSET_MAX_MINUTES, minutes));
}

export function now(state: DbState): Date {
  return new Date(Date.now() + safeClockOffset(state.clockOffsetMinutes) * 60_000);
}

export function nowIso(state: DbState): string {
  return now(state).toISOString();
}

export function nextId(state: DbState, kind: string, start = 1): number {
  const id = state.nextId[kind] ?? start;
  state.nextId[kind] = id + 1;
  return id;
}

/** MM/DD/YYYY, the format of birth dates in formData. */
export function toUsDate(date: Date): string {
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getFullYear()}`;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

export const permitIdOf = (type: PermitType): number => (type === 'IHC' || type === 'SHL' ? 1 : 2);

export function findApplication(
  state: DbState,
  applicationId: number,
): ApplicationRecord | undefined {
  return lookup(state.applications, 'id', (a) => String(a.applicationId), String(applicationId))[0];
}

export function findBulk(
  state: DbState,
  bulkApplicationId: number,
): BulkApplicationRecord | undefined {
  return state.bulkApplications.find((b) => b.bulkApplicationId === bulkApplicationId);
}

export interface NewApplication {
  userId: number;
  permitType: PermitType;
  formData: FormValues;
  classification?: Classification;
  bulkApplicationId?: number | null;
  occupationalPermitNumber?: string | null;
  yellowCard?: boolean;
  status?: string;
  recurring?: boolean;
  parentApplicationId?: number | null;
}

export function createApplication(state: DbState, input: NewApplication): ApplicationRecord {
  const at = nowIso(state);
  const applicationId = nextId(state, 'application', 1001);
  const status = input.status ?? 'Draft';
  const record: ApplicationRecord = {
    applicationId,
    permitId: permitIdOf(input.permitType),
    permitType: input.permitType,
    userId: input.userId,
    classification: input.classification ?? 'INDIVIDUAL',
    formData: { ...input.formData, applicationId },
    status,
    remarks: null,
    statusHistory: [{ status, remarks: null, date: at }],
    examResult: null,
    examCompletedDate: null,
    regularLabStatus: null,
    socialHygieneStatus: null,
    waterAnalysisStatus: null,
    socialHygieneCompleted: false,
    waterAnalysisCompleted: false,
    occupationalPermitNumber: input.occupationalPermitNumber ?? null,
    bulkApplicationId: input.bulkApplicationId ?? null,
    yellowCard: input.yellowCard ?? false,
    applicationDate: at,
    certificateNumber: null,
    updatedDate: at,
    approvedDate: null,
    issuanceDate: null,
    expirationDate: null,
    pickUpDate: null,
    mayorPermitNo:
      typeof input.formData.mayorPermitNo === 'string' ? input.formData.mayorPermitNo : null,
    recurring: input.recurring ?? false,
    parentApplicationId: input.parentApplicationId ?? null,
  };
  state.applications.push(record);
  if (!record.recurring) advanceStep(state, { applicationId }, 'Application Form');
  return record;
}

export function setStatus(
  state: DbState,
  record: ApplicationRecord | BulkApplicationRecord,
  status: string,
  remarks: string | null = null,
): void {
  const at = nowIso(state);
  record.status = status;
  record.remarks = remarks;
  record.statusHistory.push({ status, remarks, date: at });
  if ('updatedDate' in record) record.updatedDate = at;
}

interface AuditOwner {
  applicationId?: number;
  bulkApplicationId?: number;
}

/** An application's entries are its own; a bulk's are those logged for the bulk itself. */
const logOwnerKey = (l: AuditLogRecord) =>
  l.applicationId !== null ? `a${l.applicationId}` : `b${String(l.bulkApplicationId)}`;

function ownerLogs(state: DbState, owner: AuditOwner): AuditLogRecord[] {
  const key =
    owner.applicationId !== undefined
      ? `a${owner.applicationId}`
      : `b${String(owner.bulkApplicationId)}`;
  return lookup(state.auditLogs, 'owner', logOwnerKey, key);
}

/**
 * Writes an owner's updated entries back in place: `next` keeps the entries of `current` in order (updated
 * or not) and may append new ones, which are added to the list (no scan of the other owners' entries).
 */
function replaceOwnerLogs(state: DbState, current: AuditLogRecord[], next: AuditLogRecord[]): void {
  next.forEach((log, i) => {
    const stored = current[i];
    if (stored === undefined) state.auditLogs.push(log);
    else if (stored !== log) Object.assign(stored, log);
  });
}

function newLog(
  state: DbState,
  owner: AuditOwner,
  type: TransactionType,
  status: StepStatus,
): AuditLogRecord {
  return {
    auditId: nextId(state, 'audit'),
    applicationId: owner.applicationId ?? null,
    bulkApplicationId: owner.bulkApplicationId ?? null,
    transactionType: type,
    status,
    logDate: nowIso(state),
  };
}

/** Moves the flow to `type`: completes any in-progress entry and appends a new in-progress one. */
export function advanceStep(
  state: DbState,
  owner: AuditOwner,
  type: TransactionType,
  status: StepStatus = 'IN_PROGRESS',
): void {
  const logs = ownerLogs(state, owner);
  const next = advanceAuditLog(logs, newLog(state, owner, type, status), nowIso(state));
  replaceOwnerLogs(state, logs, next);
}

/** Sets the status of the latest entry of `type` (appending one when the step was never logged). */
export function markStep(
  state: DbState,
  owner: AuditOwner,
  type: TransactionType,
  status: StepStatus,
): void {
  const logs = ownerLogs(state, owner);
  const next = setAuditStep(logs, newLog(state, owner, type, status));
  replaceOwnerLogs(state, logs, next);
}

export function auditOf(state: DbState, owner: AuditOwner): AuditLogRecord[] {
  return ownerLogs(state, owner).sort((a, b) => a.auditId - b.auditId);
}

export function latestStep(state: DbState, owner: AuditOwner): AuditLogRecord | undefined {
  return auditOf(state, owner).at(-1);
}

export function paymentsOf(state: DbState, applicationId: number): PaymentRecord[] {
  return lookup(
    state.payments,
    'application',
    (p) => String(p.applicationId),
    String(applicationId),
  );
}

/** Digits of a reference number: year, month, day and a counter (unique per state). */
export function referenceNumber(state: DbState): string {
  const d = now(state);
  const seq = String(nextId(state, 'refNum', 1)).padStart(5, '0');
  return `REF-${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}-${seq}`;
}
