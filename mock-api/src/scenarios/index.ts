/**
 * Named starting states (issue 3 item 4). Each scenario is a function over a freshly seeded state that walks a
 * seeded applicant's application through the same actions the journey and the staff API use.
 */
import {
  addDays,
  advanceStep,
  createApplication,
  nextId,
  now,
  nowIso,
  setStatus,
} from '../db/records';
import type { ApplicationRecord, DbState, UserRecord } from '../db/types';
import {
  addUpload,
  completeRequirements,
  headDecision,
  ihcFormData,
  latestPayment,
  paymentRequiresUpdate,
  requirementsRequireUpdate,
  seminarCompleted,
  setLaboratory,
  spFormData,
  submitPayment,
  submitRequirements,
  validatePayment,
  formSaved,
  bulkApplicants,
} from '../lib/actions';
import {
  MASSEUR_USER_ID,
  OWNER_USER_ID,
  PRIMARY_USER_ID,
  REPRESENTATIVE_USER_ID,
  BULK_PART_USER_ID,
} from '../seed/users';

export interface Scenario {
  name: string;
  description: string;
  apply(state: DbState): void;
}

const userOf = (state: DbState, userId: number): UserRecord => {
  const user = state.users.find((u) => u.userId === userId);
  if (!user) throw new Error(`Seed user ${userId} missing`);
  return user;
};

function storeFile(state: DbState, name: string): number {
  const fileId = nextId(state, 'file', 9001);
  state.files.push({
    id: fileId,
    refNo: name,
    requirementsType: 'seed',
    uploader: 'seed',
    fileName: `${name}.png`,
    contentType: 'image/png',
    content: null,
    uploadedAt: nowIso(state),
  });
  return fileId;
}

type Stage =
  | 'draft'
  | 'uploaded'
  | 'for-review'
  | 'requires-update'
  | 'payment-due'
  | 'payment-submitted'
  | 'payment-requires-update'
  | 'seminar'
  | 'head-approval'
  | 'approved';

const ORDER: Stage[] = [
  'draft',
  'uploaded',
  'for-review',
  'payment-due',
  'payment-submitted',
  'seminar',
  'head-approval',
  'approved',
];

function reached(stage: Stage, target: Stage): boolean {
  const base =
    target === 'requires-update'
      ? 'for-review'
      : target === 'payment-requires-update'
        ? 'payment-submitted'
        : target;
  return ORDER.indexOf(stage) <= ORDER.indexOf(base);
}

/** Walks one application up to `target`. */
export function journey(state: DbState, app: ApplicationRecord, target: Stage): ApplicationRecord {
  formSaved(state, app);
  if (!reached('uploaded', target)) return app;
  app.formData.isInternal = false;
  // Employees' health certificates are uploaded per employee, not as a requirement file.
  const reqs = state.reference.requirements
    .filter(
      (r) =>
        r.permitId === app.permitId &&
        !r.inactive &&
        r.required &&
        !/health certificate/i.test(r.requirementName),
    )
    .slice(0, 3);
  for (const r of reqs) {
    addUpload(state, app, r.requirementId, {
      imageId: storeFile(state, `req-${app.applicationId}-${r.requirementId}`),
      testCompletedDate: nowIso(state).slice(0, 10),
    });
  }
  if (!reached('for-review', target)) return app;
  submitRequirements(state, app);
  if (target === 'requires-update') {
    requirementsRequireUpdate(
      state,
      app,
      'The uploaded ID is blurred. Please upload a clearer copy.',
      [reqs[0]?.requirementId ?? 1],
    );
    return app;
  }
  if (!reached('payment-due', target)) return app;
  completeRequirements(state, app);
  if (!reached('payment-submitted', target)) return app;
  const payment = latestPayment(state, app);
  if (payment) {
    submitPayment(state, payment, {
      paymentDate: nowIso(state).slice(0, 10),
      officialReceiptNumber: `OR-${app.applicationId}`,
      imageId: storeFile(state, `receipt-${app.applicationId}`),
    });
  }
  if (target === 'payment-requires-update') {
    paymentRequiresUpdate(state, app, 'The receipt image is unreadable. Please upload it again.');
    return app;
  }
  if (!reached('seminar', target)) return app;
  validatePayment(state, app);
  if (!reached('head-approval', target)) return app;
  if (app.permitType === 'IHC') {
    const exam = state.reference.exams[0];
    app.examResult = { pass: true, totalCorrect: 9, totalQuestions: 10 };
    app.examCompletedDate = nowIso(state);
    if (exam) {
      state.examAttempts.push({
        examRefNo: `EX-${app.applicationId}-seed`,
        examId: exam.examId,
        applicationId: app.applicationId,
        questionIds: [],
        answers: {},
        startedAt: nowIso(state),
        submittedAt: nowIso(state),
        result: app.examResult,
      });
    }
    seminarCompleted(state, app);
  }
  if (!reached('approved', target)) return app;
  headDecision(state, app, 'approve', null);
  return app;
}

function ihc(
  state: DbState,
  userId: number,
  target: Stage,
  extra: Record<string, string | number | boolean> = {},
): ApplicationRecord {
  const user = userOf(state, userId);
  const app = createApplication(state, {
    userId,
    permitType: 'IHC',
    formData: ihcFormData(user, extra),
    yellowCard: extra.occupation === 'Masseur',
  });
  return journey(state, app, target);
}

function sp(
  state: DbState,
  userId: number,
  target: Stage,
  extra: Record<string, string | number | boolean> = {},
): ApplicationRecord {
  const user = userOf(state, userId);
  const app = createApplication(state, {
    userId,
    permitType: 'SP',
    formData: spFormData(user, extra),
  });
  return journey(state, app, target);
}

function approvedWithLabs(state: DbState): ApplicationRecord {
  const app = ihc(state, PRIMARY_USER_ID, 'approved');
  setLaboratory(state, app, 'REGULAR_LABORATORY', 'Approved');
  setLaboratory(state, app, 'SOCIAL_HYGIENE', 'Completed');
  // A sputum examination besides the stool one: each of the four lab certificates has a record to show.
  setLaboratory(state, app, 'REGULAR_LABORATORY', 'Approved', 'Sputum');
  return app;
}

/** A masseur's health card (yellow card): Personal Services / Massage Clinic. */
const MASSEUR_FORM = {
  occupation: 'Masseur',
  yellowCard: true,
  industry: 'Personal Services',
  industryId: 3,
  subIndustry: 'Massage Clinic',
  subIndustryId: 31,
  businessLine: 'Spa',
};

/**
 * Maria approved with a yellow card: paid 30 days ago (so the expiry, one year after the latest payment, differs
 * from one year after approval), massagist training completed in the past session, both labs approved today.
 */
function approvedMasseur(state: DbState): ApplicationRecord {
  const app = ihc(state, MASSEUR_USER_ID, 'head-approval', MASSEUR_FORM);
  const payment = latestPayment(state, app);
  if (payment) payment.paymentDate = addDays(now(state), -30).toISOString().slice(0, 10);
  const session = [...state.trainingSessions].sort(
    (a, b) => Date.parse(a.startDate) - Date.parse(b.startDate),
  )[0];
  if (session) {
    const user = userOf(state, MASSEUR_USER_ID);
    state.trainingParticipants.push({
      participantId: nextId(state, 'participant'),
      trainingSessionId: session.trainingSessionId,
      applicationId: app.applicationId,
      birthDate: String(app.formData.birthDate ?? ''),
      firstName: user.first_name,
      lastName: user.last_name,
      middleName: user.middle_name,
      gender: String(app.formData.gender ?? ''),
      permitId: app.permitId,
      userId: user.userId,
      emailAddress: user.email,
      trainingSessionCompleted: true,
      trainingSessionCompletedDate: new Date(Date.parse(session.endDate)).toISOString(),
      registeredAt: addDays(now(state), -25).toISOString(),
    });
  }
  headDecision(state, app, 'approve', null);
  setLaboratory(state, app, 'REGULAR_LABORATORY', 'Approved');
  setLaboratory(state, app, 'SOCIAL_HYGIENE', 'Approved');
  return app;
}

function bulk(
  state: DbState,
  status: 'incomplete' | 'rejected' | 'discarded' | 'submitted',
  /** Rosa (an account of her own) is one of the applicants, all of whom are complete. */
  withRosa = false,
): void {
  const rep = userOf(state, REPRESENTATIVE_USER_ID);
  const bulkApplicationId = nextId(state, 'bulk', 501);
  const record = {
    bulkApplicationId,
    userId: rep.userId,
    companyName: 'Mendoza Foods Inc.',
    companyAddress: '88 Commonwealth Avenue, Quezon City',
    email: rep.email,
    firstName: rep.first_name,
    middleName: rep.middle_name,
    lastName: rep.last_name,
    formData: {
      classification: 'BULK',
      industryId: 1,
      subIndustryId: 11,
      applicationTypeId: 1,
      type: 'New',
      industry: 'Food Establishment',
      subIndustry: 'Restaurant',
      businessLine: 'Fast Food',
      isInternal: false,
    },
    permitId: 1,
    createdDate: nowIso(state),
    status: 'Draft',
    remarks: null,
    statusHistory: [{ status: 'Draft', remarks: null, date: nowIso(state) }],
  };
  state.bulkApplications.push(record);
  advanceStep(state, { bulkApplicationId }, 'Application Form');
  advanceStep(state, { bulkApplicationId }, 'Upload Requirements');
  const rosa = userOf(state, BULK_PART_USER_ID);
  const people = withRosa
    ? [
        ['Ramon', 'Lopez', 'ramon.lopez@example.com', 'Cook'],
        [rosa.first_name, rosa.last_name, rosa.email, 'Waiter'],
        ['Grace', 'Tan', 'grace.tan@example.com', 'Waiter'],
      ]
    : [
        ['Ramon', 'Lopez', 'ramon.lopez@example.com', 'Cook'],
        ['Grace', 'Tan', 'grace.tan@example.com', 'Waiter'],
        ['Nestor', 'Diaz', 'nestor.diaz@example.com', ''],
      ];
  for (const [first, last, email, occupation] of people) {
    createApplication(state, {
      // As the roster upload does: a person with an account of their own (by e-mail) owns the record.
      userId: email === rosa.email ? rosa.userId : rep.userId,
      permitType: 'IHC',
      classification: 'BULK_INDIVIDUAL',
      bulkApplicationId,
      formData: {
        firstName: first,
        lastName: last,
        email,
        birthDate: '02/15/1994',
        gender: 'Male',
        occupation,
        nationality: 'Philippines',
        city: 'Quezon City',
        companyName: record.companyName,
        classification: 'BULK',
      },
    });
  }
  if (status === 'submitted') {
    // As BULK_SUBMIT does: every applicant and the bulk go For Review, requirements validation opens.
    for (const a of bulkApplicants(state, bulkApplicationId)) {
      setStatus(state, a, 'For Review');
      advanceStep(state, { applicationId: a.applicationId }, 'Requirements Validation');
    }
    setStatus(state, record, 'For Review');
    advanceStep(state, { bulkApplicationId }, 'Requirements Validation');
  }
  if (status === 'rejected') {
    setStatus(state, record, 'Rejected', 'Incomplete company documents.');
    for (const a of bulkApplicants(state, bulkApplicationId))
      setStatus(state, a, 'Rejected', 'Incomplete company documents.');
  }
  if (status === 'discarded') {
    setStatus(state, record, 'Discard', 'Cancelled by the representative.');
    for (const a of bulkApplicants(state, bulkApplicationId))
      setStatus(state, a, 'Discard', 'Bulk application cancelled.');
  }
}

function spWithEmployees(state: DbState, target: Stage): ApplicationRecord {
  const app = sp(state, OWNER_USER_ID, 'uploaded');
  const employees = [
    ['Jose', 'Rizal', 'jose.rizal@example.com', 'HC-2025-0001'],
    ['Andres', 'Bonifacio', 'andres.b@example.com', null],
    ['Gabriela', 'Silang', 'gabriela.s@example.com', null],
  ] as const;
  for (const [firstName, lastName, employeeEmail, cert] of employees) {
    const employeeId = nextId(state, 'employee', 801);
    state.spEmployees.push({
      employeeId,
      applicationId: app.applicationId,
      firstName,
      middleName: '',
      lastName,
      employeeEmail,
      birthDate: '06/19/1990',
      healthCertNumber: cert,
    });
    if (!cert) {
      state.spCertificates.push({
        bulkUploadId: nextId(state, 'bulkUpload', 6001),
        applicationId: app.applicationId,
        employeeId,
        imageId: storeFile(state, `hc-${employeeId}`),
        requirementId: 23,
        uploadFromPreview: false,
        uploadDate: nowIso(state),
        status: 'For Review',
        remarks: null,
      });
    }
  }
  return journey(state, app, target);
}

export const scenarios: Scenario[] = [
  {
    name: 'fresh',
    description: 'Reference data and applicants, no applications.',
    apply: () => undefined,
  },
  {
    name: 'draft',
    description: 'Juan: health card application in Draft on the requirements upload step.',
    apply: (s) => void ihc(s, PRIMARY_USER_ID, 'uploaded'),
  },
  {
    name: 'requirements-requires-update',
    description: 'Juan: requirements sent back with remarks (Requires Update).',
    apply: (s) => void ihc(s, PRIMARY_USER_ID, 'requires-update'),
  },
  {
    name: 'for-review',
    description: 'Juan: requirements submitted, validation in progress (For Review).',
    apply: (s) => void ihc(s, PRIMARY_USER_ID, 'for-review'),
  },
  {
    name: 'payment-due',
    description: 'Juan: requirements validated, order of payment issued and unpaid.',
    apply: (s) => void ihc(s, PRIMARY_USER_ID, 'payment-due'),
  },
  {
    name: 'payment-submitted',
    description: 'Juan: proof of payment submitted, payment validation in progress.',
    apply: (s) => void ihc(s, PRIMARY_USER_ID, 'payment-submitted'),
  },
  {
    name: 'payment-requires-update',
    description: 'Juan: payment sent back with remarks (Requires Update).',
    apply: (s) => void ihc(s, PRIMARY_USER_ID, 'payment-requires-update'),
  },
  {
    name: 'seminar-pending',
    description: 'Juan: payment validated, HIV seminar and test pending.',
    apply: (s) => void ihc(s, PRIMARY_USER_ID, 'seminar'),
  },
  {
    name: 'quiz-failed',
    description:
      'Juan: failed the knowledge test 5 minutes ago (retry after 30 minutes; advance the clock).',
    apply: (s) => {
      const app = ihc(s, PRIMARY_USER_ID, 'seminar');
      const failedAt = new Date(now(s).getTime() - 5 * 60_000).toISOString();
      app.examResult = { pass: false, totalCorrect: 4, totalQuestions: 10 };
      app.examCompletedDate = failedAt;
      s.examAttempts.push({
        examRefNo: `EX-${app.applicationId}-1`,
        examId: 1,
        applicationId: app.applicationId,
        questionIds: [],
        answers: {},
        startedAt: failedAt,
        submittedAt: failedAt,
        result: app.examResult,
      });
    },
  },
  {
    name: 'head-approval-pending',
    description: 'Juan: test passed, waiting for the department head.',
    apply: (s) => void ihc(s, PRIMARY_USER_ID, 'head-approval'),
  },
  {
    name: 'approved',
    description: 'Juan: approved with a health certificate and laboratory results.',
    apply: (s) => void approvedWithLabs(s),
  },
  {
    name: 'rejected',
    description: 'Juan: application rejected by the department head.',
    apply: (s) =>
      headDecision(
        s,
        ihc(s, PRIMARY_USER_ID, 'head-approval'),
        'reject',
        'Laboratory results are not acceptable.',
      ),
  },
  {
    name: 'on-hold',
    description: 'Juan: application on hold.',
    apply: (s) =>
      headDecision(
        s,
        ihc(s, PRIMARY_USER_ID, 'head-approval'),
        'hold',
        'Waiting for the chest X-ray re-check.',
      ),
  },
  {
    name: 'cancelled',
    description: 'Juan: application cancelled by the applicant (Discard).',
    apply: (s) =>
      setStatus(s, ihc(s, PRIMARY_USER_ID, 'draft'), 'Discard', 'Cancelled by the applicant.'),
  },
  {
    name: 'massagist-training',
    description:
      'Maria (Masseur): test passed, massagist training to take (sessions past, full and open).',
    apply: (s) => void ihc(s, MASSEUR_USER_ID, 'head-approval', MASSEUR_FORM),
  },
  {
    name: 'massagist-approved',
    description:
      'Maria (Masseur): approved with a yellow card health certificate, massagist training completed, labs approved.',
    apply: (s) => void approvedMasseur(s),
  },
  {
    name: 'bulk-incomplete',
    description: 'Liza: bulk health card application with an incomplete applicant.',
    apply: (s) => bulk(s, 'incomplete'),
  },
  {
    name: 'bulk-part',
    description:
      "Liza: bulk application submitted (For Review); Rosa is one of its applicants through her account's e-mail (a bulk-part applicant).",
    apply: (s) => bulk(s, 'submitted', true),
  },
  {
    name: 'bulk-part-draft',
    description:
      "Liza: bulk application in Draft, not submitted yet; Rosa is one of its applicants through her account's e-mail.",
    apply: (s) => bulk(s, 'incomplete', true),
  },
  {
    name: 'bulk-rejected',
    description: 'Liza: bulk application rejected.',
    apply: (s) => bulk(s, 'rejected'),
  },
  {
    name: 'bulk-discarded',
    description: 'Liza: bulk application cancelled.',
    apply: (s) => bulk(s, 'discarded'),
  },
  {
    name: 'sp-with-employees',
    description: 'Pedro: sanitary permit in Draft with employees and their health certificates.',
    apply: (s) => void spWithEmployees(s, 'uploaded'),
  },
  {
    name: 'sp-permit-incomplete',
    description:
      'Pedro: sanitary permit approved but the permit details are incomplete (no mayor permit no.).',
    apply: (s) => {
      const app = sp(s, OWNER_USER_ID, 'approved');
      app.mayorPermitNo = null;
      delete app.formData.mayorPermitNo;
    },
  },
  {
    name: 'shl-wal-eligible',
    description:
      'Juan (health card, social hygiene done) and Pedro (sanitary permit, water analysis done) can request follow-ups.',
    apply: (s) => {
      const app = approvedWithLabs(s);
      app.approvedDate = addDays(now(s), -2).toISOString();
      const permit = sp(s, OWNER_USER_ID, 'approved');
      setLaboratory(s, permit, 'REGULAR_LABORATORY', 'Completed');
      permit.approvedDate = addDays(now(s), -2).toISOString();
    },
  },
  {
    name: 'maintenance-active',
    description: 'Maintenance window active for the next two hours.',
    apply: (s) => {
      s.maintenance = {
        active: true,
        validFrom: new Date(now(s).getTime() - 60_000).toISOString(),
        validTo: new Date(now(s).getTime() + 2 * 3_600_000).toISOString(),
      };
    },
  },
  {
    name: 'showcase',
    description:
      'One of each: Juan approved, Maria at massagist training, Pedro with SP employees, Liza with a bulk application.',
    apply: (s) => {
      approvedWithLabs(s);
      scenarioByName('massagist-training')?.apply(s);
      spWithEmployees(s, 'uploaded');
      bulk(s, 'incomplete');
    },
  },
];

export const DEFAULT_SCENARIO = 'showcase';

export function scenarioByName(name: string): Scenario | undefined {
  return scenarios.find((s) => s.name === name);
}

export class UnknownScenarioError extends Error {}

export function applyScenarioTo(state: DbState, name: string): void {
  const scenario = scenarioByName(name);
  if (!scenario)
    throw new UnknownScenarioError(
      `Unknown scenario "${name}". Known: ${scenarios.map((s) => s.name).join(', ')}`,
    );
  scenario.apply(state);
  state.scenario = name;
}
