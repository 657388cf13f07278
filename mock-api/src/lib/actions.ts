/**
 * What happens to the records when an applicant or a staff member acts. The handlers, the staff API and the
 * scenarios all go through these, so a scenario state is exactly what the journey would have produced.
 */
import {
  addDays,
  advanceStep,
  createApplication,
  findBulk,
  markStep,
  nextId,
  nowIso,
  now,
  paymentsOf,
  referenceNumber,
  setStatus,
} from '../db/records';
import type {
  ApplicationRecord,
  BulkApplicationRecord,
  DbState,
  FormValues,
  LabStatus,
  LabType,
  PaymentRecord,
  UserRecord,
} from '../db/types';
import { badRequest, conflict } from './errors';
import { certificateExpiry, currentPayable } from './rules';

export const OR_ALREADY_USED = 4037;

export function ihcFormData(user: UserRecord, extra: FormValues = {}): FormValues {
  return {
    lastName: user.last_name,
    firstName: user.first_name,
    middleName: user.middle_name,
    gender: user.gender === '1' ? 'Male' : 'Female',
    nationality: 'Philippines',
    city: user.city_name,
    houseNo: user.house_no,
    street: user.street,
    barangay: user.barangay_name,
    contactNumber: user.contact,
    occupation: 'Food Handler',
    companyName: 'Kusina ni Aling Nena',
    companyAddress: '12 Kalayaan Avenue, Quezon City',
    email: user.email,
    civilStatus: 'Single',
    birthDate: user.birthday,
    classification: 'INDIVIDUAL',
    type: 'New',
    applicationTypeId: 1,
    industry: 'Food Establishment',
    industryId: 1,
    subIndustry: 'Restaurant',
    subIndustryId: 11,
    businessLine: 'Fast Food',
    isPESO: false,
    isInternal: null,
    isSameReceipt: false,
    yellowCard: false,
    userId: user.userId,
    ...extra,
  };
}

export function spFormData(user: UserRecord, extra: FormValues = {}): FormValues {
  return {
    establishmentName: 'Reyes Bakeshop',
    address: '45 Maginhawa Street, Quezon City',
    ownerName: `${user.first_name} ${user.last_name}`,
    mayorPermitNo: 'MP-2025-04512',
    employeeNum: 4,
    employeeNumWithHC: 3,
    employeeNumWithoutHC: 1,
    ppePersonnel: 2,
    termsAccept: true,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    type: 'New',
    applicationTypeId: 1,
    industry: 'Food Establishment',
    industryId: 1,
    subIndustry: 'Bakery',
    subIndustryId: 12,
    businessLine: 'Bakeshop',
    isInternal: null,
    userId: user.userId,
    ...extra,
  };
}

/** The applicant moved from the form to the requirements: the Upload Requirements step is logged once. */
export function formSaved(state: DbState, app: ApplicationRecord): void {
  const logged = state.auditLogs.some(
    (l) => l.applicationId === app.applicationId && l.transactionType === 'Upload Requirements',
  );
  if (!logged) advanceStep(state, { applicationId: app.applicationId }, 'Upload Requirements');
}

export function addUpload(
  state: DbState,
  app: ApplicationRecord,
  requirementId: number,
  input: {
    imageId?: number | null;
    testCompletedDate?: string | null;
    uploadFromPreview?: boolean;
    userId?: number | null;
  } = {},
) {
  const upload = {
    uploadId: nextId(state, 'upload', 5001),
    applicationId: app.applicationId,
    imageId: input.imageId ?? null,
    requirementId,
    status: 'In Progress',
    remarks: null,
    testCompletedDate: input.testCompletedDate ?? null,
    uploadFromPreview: input.uploadFromPreview ?? false,
    uploadDate: nowIso(state),
    userId: input.userId ?? app.userId,
    bulkUploadId: null,
  };
  state.uploads.push(upload);
  return upload;
}

const SUBMITTABLE = ['draft', 'requires update'];

export function submitRequirements(state: DbState, app: ApplicationRecord): void {
  if (!SUBMITTABLE.includes(app.status.toLowerCase())) {
    throw conflict(`Application ${app.applicationId} cannot be submitted while ${app.status}.`);
  }
  for (const upload of state.uploads) {
    if (upload.applicationId === app.applicationId && upload.status !== 'Completed')
      upload.status = 'For Review';
  }
  setStatus(state, app, 'For Review');
  formSaved(state, app);
  advanceStep(state, { applicationId: app.applicationId }, 'Requirements Validation');
}

export function completeRequirements(state: DbState, app: ApplicationRecord): void {
  for (const upload of state.uploads) {
    if (upload.applicationId === app.applicationId) {
      upload.status = 'Completed';
      upload.remarks = null;
    }
  }
  // The staff validated the employees' health certificates with the requirements (intake §4 SP
  // bulk employee status): each certificate upload is Completed, so its employee shows Completed.
  for (const certificate of state.spCertificates) {
    if (certificate.applicationId === app.applicationId) {
      certificate.status = 'Completed';
      certificate.remarks = null;
    }
  }
  setStatus(state, app, 'Validated');
  markStep(state, { applicationId: app.applicationId }, 'Requirements Validation', 'COMPLETED');
  if (!currentPayable(paymentsOf(state, app.applicationId))) issueOrder(state, app);
}

export function requirementsRequireUpdate(
  state: DbState,
  app: ApplicationRecord,
  remarks: string,
  requirementIds?: number[],
): void {
  const targets = state.uploads.filter(
    (u) =>
      u.applicationId === app.applicationId &&
      (requirementIds ? requirementIds.includes(u.requirementId) : u.status !== 'Completed'),
  );
  for (const upload of targets) {
    upload.status = 'Requires Update';
    upload.remarks = remarks;
  }
  setStatus(state, app, 'Requires Update', remarks);
  markStep(
    state,
    { applicationId: app.applicationId },
    'Requirements Validation',
    'REQUIRES_UPDATE',
  );
}

function feeItems(state: DbState, app: ApplicationRecord) {
  const items = state.reference.orderOfPaymentItems.filter((i) => i.permitId === app.permitId);
  if (app.permitType === 'SP') return items.filter((i) => i.orderOfPaymentId !== 13);
  return items.filter((i) => {
    if (i.orderOfPaymentId === 4) return app.formData.isInternal === true;
    if (i.orderOfPaymentId === 5) return app.yellowCard;
    return true;
  });
}

function newPayment(
  state: DbState,
  owner: { applicationId: number | null; bulkApplicationId: number | null; userId: number },
  details: PaymentRecord['details'],
): PaymentRecord {
  const payment: PaymentRecord = {
    paymentId: nextId(state, 'payment', 7001),
    refNum: referenceNumber(state),
    applicationId: owner.applicationId,
    bulkApplicationId: owner.bulkApplicationId,
    userId: owner.userId,
    status: 'For Review',
    total: details.reduce((sum, d) => sum + d.amount, 0),
    paymentDate: null,
    officialReceiptNumber: null,
    imageId: null,
    paymentType: null,
    remarks: null,
    details,
    recurring: false,
    createdDate: nowIso(state),
    ePaymentBillNumber: null,
  };
  state.payments.push(payment);
  return payment;
}

/** Issues the order of payment (once per open order) and opens the Payment Validation step. */
export function issueOrder(state: DbState, app: ApplicationRecord): PaymentRecord {
  const open = currentPayable(paymentsOf(state, app.applicationId));
  if (open) return open;
  const payment = newPayment(
    state,
    {
      applicationId: app.applicationId,
      bulkApplicationId: app.bulkApplicationId,
      userId: app.userId,
    },
    feeItems(state, app).map((i) => ({
      orderOfPaymentId: i.orderOfPaymentId,
      name: i.orderOfPaymentName,
      amount: i.amount,
      class: app.classification,
    })),
  );
  advanceStep(state, { applicationId: app.applicationId }, 'Payment Validation');
  return payment;
}

export function issueBulkOrder(state: DbState, bulk: BulkApplicationRecord): PaymentRecord {
  const open = state.payments.find(
    (p) =>
      p.bulkApplicationId === bulk.bulkApplicationId &&
      p.applicationId === null &&
      p.status !== 'Completed',
  );
  if (open) return open;
  const applicants = bulkApplicants(state, bulk.bulkApplicationId).filter(
    (a) => !isTerminal(a.status),
  );
  const details = applicants.flatMap((a) => {
    const payment = issueOrder(state, a);
    return payment.details;
  });
  const payment = newPayment(
    state,
    { applicationId: null, bulkApplicationId: bulk.bulkApplicationId, userId: bulk.userId },
    details,
  );
  advanceStep(state, { bulkApplicationId: bulk.bulkApplicationId }, 'Payment Validation');
  return payment;
}

export function isTerminal(status: string): boolean {
  return ['rejected', 'on hold', 'discard', 'cancelled'].includes(status.toLowerCase());
}

export function bulkApplicants(state: DbState, bulkApplicationId: number): ApplicationRecord[] {
  return state.applications.filter((a) => a.bulkApplicationId === bulkApplicationId);
}

export interface PaymentSubmission {
  paymentDate: string;
  officialReceiptNumber: string;
  referenceNumber?: string | null;
  imageId?: number | null;
}

/** The applicant's proof of payment. OR numbers are unique across applications (code 4037). */
export function submitPayment(
  state: DbState,
  payment: PaymentRecord,
  input: PaymentSubmission,
): PaymentRecord {
  const used = state.payments.some(
    (p) =>
      p.officialReceiptNumber?.toLowerCase() === input.officialReceiptNumber.toLowerCase() &&
      p.paymentId !== payment.paymentId &&
      !(payment.bulkApplicationId !== null && p.bulkApplicationId === payment.bulkApplicationId),
  );
  if (used) {
    throw badRequest(
      'Official receipt number already used in another application.',
      OR_ALREADY_USED,
    );
  }
  Object.assign(payment, {
    status: 'Submitted',
    paymentDate: input.paymentDate,
    officialReceiptNumber: input.officialReceiptNumber,
    imageId: input.imageId ?? null,
    paymentType: payment.paymentType ?? 'MANUAL',
    remarks: null,
  });
  if (payment.applicationId !== null) {
    const logged = state.auditLogs.some(
      (l) =>
        l.applicationId === payment.applicationId && l.transactionType === 'Payment Validation',
    );
    if (logged)
      markStep(
        state,
        { applicationId: payment.applicationId },
        'Payment Validation',
        'IN_PROGRESS',
      );
  }
  if (payment.bulkApplicationId !== null && payment.applicationId === null) {
    for (const p of state.payments) {
      if (
        p.bulkApplicationId === payment.bulkApplicationId &&
        p.applicationId !== null &&
        p.status !== 'Completed'
      ) {
        Object.assign(p, {
          status: 'Submitted',
          paymentDate: input.paymentDate,
          officialReceiptNumber: input.officialReceiptNumber,
        });
      }
    }
  }
  return payment;
}

/** Staff validated the payment: the next step opens (HIV Seminar for a health card, Head Approval otherwise). */
export function validatePayment(state: DbState, app: ApplicationRecord): void {
  const payment = latestPayment(state, app);
  if (!payment) throw conflict(`Application ${app.applicationId} has no order of payment.`);
  payment.status = 'Completed';
  payment.paymentDate ??= nowIso(state);
  payment.officialReceiptNumber ??= `OR-${payment.paymentId}`;
  payment.remarks = null;
  const owner = { applicationId: app.applicationId };
  if (!app.recurring) markStep(state, owner, 'Payment Validation', 'COMPLETED');
  if (app.recurring) {
    markStep(state, owner, 'Recurring Payment', 'COMPLETED');
    advanceStep(state, owner, 'Recurring Laboratory');
  } else if (app.permitType === 'IHC') {
    advanceStep(state, owner, 'HIV Seminar');
  } else {
    advanceStep(state, owner, 'Head Approval');
  }
}

export function paymentRequiresUpdate(
  state: DbState,
  app: ApplicationRecord,
  remarks: string,
): void {
  const payment = latestPayment(state, app);
  if (!payment) throw conflict(`Application ${app.applicationId} has no order of payment.`);
  payment.status = 'Requires Update';
  payment.remarks = remarks;
  markStep(state, { applicationId: app.applicationId }, 'Payment Validation', 'REQUIRES_UPDATE');
}

export function latestPayment(state: DbState, app: ApplicationRecord): PaymentRecord | undefined {
  return paymentsOf(state, app.applicationId).sort((a, b) => b.paymentId - a.paymentId)[0];
}

/** The seminar and test are done: HIV Seminar completes and Head Approval opens. */
export function seminarCompleted(state: DbState, app: ApplicationRecord): void {
  markStep(state, { applicationId: app.applicationId }, 'HIV Seminar', 'COMPLETED');
  advanceStep(state, { applicationId: app.applicationId }, 'Head Approval');
}

export function approve(state: DbState, app: ApplicationRecord): void {
  const at = now(state);
  const lastPaid = paymentsOf(state, app.applicationId)
    .filter((p) => p.status === 'Completed' && p.paymentDate)
    .map((p) => p.paymentDate as string)
    .sort()
    .at(-1);
  app.approvedDate = at.toISOString();
  app.issuanceDate = at.toISOString();
  app.expirationDate = certificateExpiry(lastPaid ?? at.toISOString());
  app.pickUpDate = addDays(at, 3).toISOString();
  app.certificateNumber = `${app.permitType}-${at.getFullYear()}-${String(app.applicationId).padStart(6, '0')}`;
  setStatus(state, app, 'Completed');
  markStep(state, { applicationId: app.applicationId }, 'Head Approval', 'COMPLETED');
}

export function headDecision(
  state: DbState,
  app: ApplicationRecord,
  action: 'approve' | 'reject' | 'hold',
  remarks: string | null,
): void {
  if (action === 'approve') approve(state, app);
  else
    setStatus(
      state,
      app,
      action === 'reject' ? 'Rejected' : 'On Hold',
      remarks ??
        (action === 'reject'
          ? 'Rejected by the department head.'
          : 'Placed on hold by the department head.'),
    );
}

export function discard(state: DbState, app: ApplicationRecord): void {
  if (app.status.toLowerCase() !== 'draft') {
    throw conflict(
      `Application ${app.applicationId} can only be cancelled while Draft (it is ${app.status}).`,
    );
  }
  setStatus(state, app, 'Discard', 'Cancelled by the applicant.');
}

export function discardBulk(state: DbState, bulk: BulkApplicationRecord): void {
  if (isTerminal(bulk.status))
    throw conflict(`Bulk application ${bulk.bulkApplicationId} is already ${bulk.status}.`);
  setStatus(state, bulk, 'Discard', 'Cancelled by the representative.');
  for (const a of bulkApplicants(state, bulk.bulkApplicationId))
    setStatus(state, a, 'Discard', 'Bulk application cancelled.');
}

const SIGNER_ROLE: Record<Exclude<LabStatus, 'Completed'>, string> = {
  Submitted: 'ROLE_LAB_REP',
  Certified: 'ROLE_PATHOLOGIST',
  Approved: 'ROLE_MEDICAL_DOCTOR',
};

function labName(app: ApplicationRecord, labType: LabType): string {
  if (labType === 'SOCIAL_HYGIENE') return 'VD';
  return app.permitType === 'SP' || app.permitType === 'WAL'
    ? 'Microbiological Water Analysis'
    : 'Stool';
}

function labFormData(
  state: DbState,
  app: ApplicationRecord,
  labType: LabType,
  name: string,
): FormValues {
  const f = app.formData;
  const today = now(state).toLocaleDateString('en-US');
  const base: FormValues = {
    name:
      [f.firstName, f.middleName, f.lastName].filter(Boolean).join(' ') ||
      String(f.establishmentName ?? ''),
    age: 30,
    gender: f.gender ?? null,
    labNo: `LAB-${app.applicationId}`,
    officialReceiptNumber: latestPayment(state, app)?.officialReceiptNumber ?? null,
    establishmentName: f.establishmentName ?? f.companyName ?? null,
    address: f.address ?? f.companyAddress ?? null,
    owner: f.ownerName ?? null,
    contactNumber: f.contactNumber ?? null,
    dateCollected: today,
    dateReceived: today,
    dateExamined: today,
    dateReported: today,
    location: 'City Health Department Laboratory',
    collectedBy: 'Ana Reyes',
    addFindings: 'None',
  };
  if (name === 'Sputum') return { ...base, sputumAFB: 'Negative' };
  if (labType === 'SOCIAL_HYGIENE') {
    return {
      ...base,
      gramVaginal: 'Negative',
      gramPenile: 'Negative',
      gramThroat: 'Negative',
      gramRectal: 'Negative',
      wetMount: 'Negative',
      koh: 'Negative',
      vdRemarks: 'No findings',
    };
  }
  if (app.permitType === 'SP' || app.permitType === 'WAL') {
    return {
      ...base,
      totalColiformMethod: 'Multiple Tube Fermentation',
      totalColiformResult: '<1.1',
      totalColiformRemarks: 'Passed',
      thermoColiformMethod: 'Enzyme Substrate',
      thermoColiformResult: 'ABSENT',
      thermoColiformRemarks: 'Passed',
      heteroPlateMethod: 'Pour Plate',
      heteroPlateResult: '<500',
      heteroPlateRemarks: 'Passed',
    };
  }
  return {
    ...base,
    color: 'Brown',
    consistency: 'Formed',
    pusCells: '0-1',
    redCells: '0-1',
    cryst: 'None',
    trophoziote: 'None',
    ovaParasite: 'None',
    bacteria: 'Few',
    sputumAFB: 'Negative',
  };
}

/**
 * Moves a laboratory record to `status`; each status is signed by its signatory. Completed closes the lab.
 * `name` picks one of an application's labs of a type (default: the track's own, e.g. Stool; 'Sputum' is
 * the other regular laboratory test of a health card, payment §2 Certificates).
 */
export function setLaboratory(
  state: DbState,
  app: ApplicationRecord,
  labType: LabType,
  status: LabStatus,
  name: string = labName(app, labType),
): void {
  let lab = state.laboratories.find(
    (l) => l.applicationId === app.applicationId && l.labType === labType && l.name === name,
  );
  if (!lab) {
    lab = {
      laboratoryId: nextId(state, 'laboratory', 3001),
      applicationId: app.applicationId,
      labType,
      name,
      status,
      formData: labFormData(state, app, labType, name),
      submittedById: null,
      certifiedById: null,
      approvedById: null,
      submittedDate: null,
      certifiedDate: null,
      approvedDate: null,
    };
    state.laboratories.push(lab);
  }
  const at = nowIso(state);
  const signer = (role: string) =>
    state.reference.signatories.find((s) => s.authorities.includes(role))?.signatoryId ?? null;
  const order: LabStatus[] = ['Submitted', 'Certified', 'Approved', 'Completed'];
  const reached = order.slice(0, order.indexOf(status) + 1);
  if (reached.includes('Submitted') && lab.submittedById === null)
    Object.assign(lab, { submittedById: signer(SIGNER_ROLE.Submitted), submittedDate: at });
  if (reached.includes('Certified') && lab.certifiedById === null)
    Object.assign(lab, { certifiedById: signer(SIGNER_ROLE.Certified), certifiedDate: at });
  if (reached.includes('Approved') && lab.approvedById === null)
    Object.assign(lab, { approvedById: signer(SIGNER_ROLE.Approved), approvedDate: at });
  lab.status = status;
  const water = app.permitType === 'SP' || app.permitType === 'WAL';
  if (labType === 'SOCIAL_HYGIENE') {
    app.socialHygieneStatus = status;
    app.socialHygieneCompleted = status === 'Completed' || app.socialHygieneCompleted;
  } else if (water) {
    app.waterAnalysisStatus = status;
    app.waterAnalysisCompleted = status === 'Completed' || app.waterAnalysisCompleted;
  } else {
    app.regularLabStatus = status;
  }
  if (app.recurring && status === 'Completed') {
    markStep(state, { applicationId: app.applicationId }, 'Recurring Laboratory', 'COMPLETED');
    advanceStep(
      state,
      { applicationId: app.applicationId },
      app.permitType === 'WAL' ? 'Recurring Permit' : 'Recurring Certificate',
      'COMPLETED',
    );
    setStatus(state, app, 'Completed');
    app.approvedDate = at;
  }
}

export function bulkOf(state: DbState, app: ApplicationRecord): BulkApplicationRecord | undefined {
  return app.bulkApplicationId === null ? undefined : findBulk(state, app.bulkApplicationId);
}

export { createApplication };
