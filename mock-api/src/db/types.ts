/** Records kept by the fake backend. Field names follow the specs' entities (section 3 of both). */
export type Scalar = string | number | boolean | null;
export type FormValues = Record<string, Scalar | undefined>;

export type PermitType = 'IHC' | 'SP' | 'SHL' | 'WAL';
export type Classification = 'INDIVIDUAL' | 'BULK' | 'BULK_INDIVIDUAL';
export type StepStatus = 'COMPLETED' | 'IN_PROGRESS' | 'REQUIRES_UPDATE';
export type TransactionType =
  | 'Application Form'
  | 'Upload Requirements'
  | 'Requirements Validation'
  | 'Payment Validation'
  | 'HIV Seminar'
  | 'Head Approval'
  | 'Recurring Payment'
  | 'Recurring Laboratory'
  | 'Recurring Certificate'
  | 'Recurring Permit';
export type LabType = 'SOCIAL_HYGIENE' | 'REGULAR_LABORATORY';
export type LabStatus = 'Submitted' | 'Certified' | 'Approved' | 'Completed';

export interface StatusChange {
  status: string;
  remarks: string | null;
  date: string;
}

export interface UserRecord {
  userId: number;
  token: string;
  first_name: string;
  last_name: string;
  middle_name: string;
  house_no: string;
  city_name: string;
  barangay_name: string;
  street: string;
  email: string;
  /** '1' means Male, anything else Female. */
  gender: string;
  /** MM/DD/YYYY */
  birthday: string;
  contact: string;
  /** One line for the sign-in page. */
  description: string;
}

export interface ExamResult {
  pass: boolean;
  totalCorrect: number;
  totalQuestions: number;
}

export interface ApplicationRecord {
  applicationId: number;
  permitId: number;
  permitType: PermitType;
  userId: number;
  classification: Classification;
  formData: FormValues;
  status: string;
  remarks: string | null;
  statusHistory: StatusChange[];
  examResult: ExamResult | null;
  examCompletedDate: string | null;
  regularLabStatus: string | null;
  socialHygieneStatus: string | null;
  waterAnalysisStatus: string | null;
  socialHygieneCompleted: boolean;
  waterAnalysisCompleted: boolean;
  occupationalPermitNumber: string | null;
  bulkApplicationId: number | null;
  yellowCard: boolean;
  applicationDate: string;
  certificateNumber: string | null;
  updatedDate: string;
  approvedDate: string | null;
  issuanceDate: string | null;
  expirationDate: string | null;
  pickUpDate: string | null;
  mayorPermitNo: string | null;
  /** A follow-up (recurring) SHL/WAL request built on an earlier application. */
  recurring: boolean;
  parentApplicationId: number | null;
}

export interface BulkApplicationRecord {
  bulkApplicationId: number;
  userId: number;
  companyName: string;
  companyAddress: string;
  email: string;
  firstName: string;
  middleName: string;
  lastName: string;
  formData: FormValues;
  permitId: number;
  createdDate: string;
  status: string;
  remarks: string | null;
  statusHistory: StatusChange[];
}

export interface UploadRecord {
  uploadId: number;
  applicationId: number;
  imageId: number | null;
  requirementId: number;
  status: string;
  remarks: string | null;
  testCompletedDate: string | null;
  uploadFromPreview: boolean;
  uploadDate: string;
  userId: number | null;
  bulkUploadId: number | null;
}

export interface FileRecord {
  id: number;
  refNo: string;
  requirementsType: string;
  uploader: string;
  /** The user who uploaded it (absent on seeded files: their owner is whoever's record refers to them). */
  ownerId?: number;
  fileName: string;
  /** The Content-Type it is served with: one derived from its checked content, never the client's. */
  contentType: string;
  /** Random capability in its content URL (`?key=`): the id alone, a sequential number, does not reach it. */
  key?: string;
  /** base64 content, kept only for small files (the browser store is localStorage). */
  content: string | null;
  uploadedAt: string;
}

export interface AuditLogRecord {
  auditId: number;
  applicationId: number | null;
  bulkApplicationId: number | null;
  transactionType: TransactionType;
  status: StepStatus;
  logDate: string;
}

export interface SpEmployeeRecord {
  employeeId: number;
  applicationId: number;
  firstName: string;
  middleName: string;
  lastName: string;
  employeeEmail: string;
  birthDate: string;
  healthCertNumber: string | null;
}

export interface SpCertificateRecord {
  bulkUploadId: number;
  applicationId: number;
  employeeId: number;
  imageId: number;
  requirementId: number;
  uploadFromPreview: boolean;
  uploadDate: string;
  status: string;
  remarks: string | null;
}

export interface ExamQuestionRecord {
  questionId: number;
  question: string;
  options: string[];
  answer: string;
}

export interface ExamRecord {
  examId: number;
  examName: string;
  version: 'EN' | 'PH';
  questions: ExamQuestionRecord[];
}

export interface ExamAttemptRecord {
  examRefNo: string;
  examId: number;
  applicationId: number;
  questionIds: number[];
  answers: Record<string, string>;
  startedAt: string;
  submittedAt: string | null;
  result: ExamResult | null;
}

export interface TrainingSessionRecord {
  trainingSessionId: number;
  trainingName: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  location: string;
  maxAllowedParticipants: number;
  createdDate: string;
  /** Seats taken by people outside the fake (so a "full" session needs no fake applicants). */
  reservedSeats: number;
}

export interface TrainingParticipantRecord {
  participantId: number;
  trainingSessionId: number;
  applicationId: number;
  birthDate: string;
  firstName: string;
  lastName: string;
  middleName: string;
  gender: string;
  permitId: number;
  userId: number;
  emailAddress: string;
  trainingSessionCompleted: boolean;
  trainingSessionCompletedDate: string | null;
  registeredAt: string;
}

export interface SignatoryRecord {
  signatoryId: number;
  firstName: string;
  lastName: string;
  degreeSuffix: string;
  licence: string;
  authorities: string[];
  signatureId: number;
}

export interface SignatureRecord {
  signatureId: number;
  svg: string;
}

export interface LaboratoryRecord {
  laboratoryId: number;
  applicationId: number;
  labType: LabType;
  name: string;
  status: LabStatus;
  formData: FormValues;
  submittedById: number | null;
  certifiedById: number | null;
  approvedById: number | null;
  submittedDate: string | null;
  certifiedDate: string | null;
  approvedDate: string | null;
}

export interface PaymentDetailRecord {
  orderOfPaymentId: number;
  name: string;
  amount: number;
  class: string;
}

export interface PaymentRecord {
  paymentId: number;
  refNum: string;
  applicationId: number | null;
  bulkApplicationId: number | null;
  userId: number;
  status: string;
  total: number;
  paymentDate: string | null;
  officialReceiptNumber: string | null;
  imageId: number | null;
  paymentType: 'ONLINE' | 'MANUAL' | null;
  remarks: string | null;
  details: PaymentDetailRecord[];
  recurring: boolean;
  createdDate: string;
  ePaymentBillNumber: string | null;
}

export interface OrderOfPaymentItemRecord {
  orderOfPaymentId: number;
  parentId: number | null;
  orderOfPaymentDesc: string;
  orderOfPaymentName: string;
  order: number;
  amount: number;
  permitId: number;
}

export interface BreadcrumbRecord {
  breadcrumbId: number;
  applicationId: number;
  transactionType: string;
  status: string;
  logDate: string;
}

export interface MaintenanceRecord {
  active: boolean;
  validFrom: string;
  validTo: string;
}

export interface BusinessLineRecord {
  businessLineId: number;
  businessLineName: string;
  businessLineDesc: string;
}

export interface SubIndustryRecord {
  subIndustryId: number;
  subIndustryName: string;
  subIndustryDesc: string;
  inactive: boolean;
  businessLines: BusinessLineRecord[];
}

export interface IndustryRecord {
  industryId: number;
  industryName: string;
  industryDesc: string;
  subIndustryResponseDtos: SubIndustryRecord[];
}

export interface ApplicationTypeRecord {
  applicationTypeId: number;
  value: string;
  applicableToIHC: boolean;
  applicableToSP: boolean;
}

export interface RequirementRecord {
  requirementId: number;
  requirementName: string;
  requirementDesc: string;
  inactive: boolean;
  required: boolean;
  laboratory: boolean;
  internal: boolean;
  permitId: number;
}

export interface LookupRecord {
  lookUpId: number;
  name: string;
  values: { lookUpInfoId: number; value: string }[];
}

export interface PermitRecord {
  permitId: number;
  type: PermitType;
  name: string;
}

export interface ReferenceData {
  permits: PermitRecord[];
  industries: IndustryRecord[];
  applicationTypes: ApplicationTypeRecord[];
  requirements: RequirementRecord[];
  lookups: LookupRecord[];
  privacyPolicy: string;
  orderOfPaymentItems: OrderOfPaymentItemRecord[];
  signatories: SignatoryRecord[];
  signatures: SignatureRecord[];
  exams: ExamRecord[];
  /** Occupational permits the certificate validation service knows (permit no -> birth date MM/DD/YYYY). */
  occupationalPermits: { occupationalPermitNo: string; birthDate: string; name: string }[];
}

export interface DbState {
  version: number;
  scenario: string;
  /** Minutes the fake clock runs ahead of the real one. */
  clockOffsetMinutes: number;
  nextId: Record<string, number>;
  reference: ReferenceData;
  users: UserRecord[];
  applications: ApplicationRecord[];
  bulkApplications: BulkApplicationRecord[];
  uploads: UploadRecord[];
  files: FileRecord[];
  auditLogs: AuditLogRecord[];
  spEmployees: SpEmployeeRecord[];
  spCertificates: SpCertificateRecord[];
  examAttempts: ExamAttemptRecord[];
  trainingSessions: TrainingSessionRecord[];
  trainingParticipants: TrainingParticipantRecord[];
  laboratories: LaboratoryRecord[];
  payments: PaymentRecord[];
  breadcrumbs: BreadcrumbRecord[];
  maintenance: MaintenanceRecord;
}
