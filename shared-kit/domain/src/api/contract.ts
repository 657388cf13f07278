/**
 * Per-endpoint contract: the query, body and response BODY (wrappers included) of every entry of
 * `ENDPOINTS`. The client (`callEndpoint`) and mock-api handlers are typed from this one map.
 * `FormData` bodies are multipart uploads (field `file`).
 */
import type { ApplicationType } from './dto/application-type';
import type {
  ApplicationExistQuery,
  ApplicationQuery,
  ApplicationRecord,
  CreateApplicationRequest,
  ExternalApplicationUpdateRequest,
  SubmitRequirementsRequest,
  UpdateApplicationRequest,
} from './dto/application';
import type { AuditBulkProgressQuery, AuditLogEntry, AuditProgressQuery } from './dto/audit';
import type { Breadcrumb, BreadcrumbsQuery, SaveBreadcrumbRequest } from './dto/breadcrumb';
import type {
  BulkApplicant,
  BulkApplicantsQuery,
  BulkApplicationRecord,
  BulkApplicationRequest,
  BulkBaseRequest,
  BulkCsvUploadQuery,
  BulkCsvUploadResult,
} from './dto/bulk-application';
import type {
  EcsValidationRequest,
  EcsValidationResponse,
  HealthCertValidationRequest,
  HealthCertValidationResponse,
} from './dto/certificate-validation';
import type {
  DataResponse,
  MessageResponse,
  NestedDataResponse,
  PagedResponse,
  PermitId,
} from './dto/common';
import type { Exam, ExamPaper, PartialAnswerRequest, QuizResult } from './dto/exam';
import type { FileResponse, FileUploadQuery } from './dto/file';
import type { BusinessLine, BusinessLinesQuery, Industry } from './dto/industry';
import type { LaboratoryRecord, SignatureResponse } from './dto/laboratory';
import type { Lookup, LookupInfo } from './dto/lookup';
import type { Maintenance } from './dto/maintenance';
import type { OrderOfPaymentItem, OrderOfPaymentItemsQuery } from './dto/order-of-payment';
import type {
  BulkPaymentsPage,
  BulkPaymentsQuery,
  OnlinePaymentRequest,
  OnlinePaymentResponse,
  Payment,
  PaymentsQuery,
  PaymentValidateRequest,
  SubmitPaymentRequest,
} from './dto/payment';
import type { Permit } from './dto/permit';
import type { PrivacyPolicy } from './dto/privacy-policy';
import type { RecurringPaymentRequest } from './dto/recurring';
import type { Requirement, RequirementsQuery } from './dto/requirement';
import type {
  AddSpEmployeeRequest,
  SpEmployee,
  SpEmployeeCertificate,
  SpEmployeeCertificateQuery,
  SpEmployeeCertificateRequest,
  SpEmployeeCertificateStatus,
  SpEmployeesCsvQuery,
  SpEmployeesCsvResult,
  SpEmployeesPage,
  SpEmployeesQuery,
} from './dto/sp-employee';
import type {
  TrainingAttendance,
  TrainingAttendanceQuery,
  TrainingParticipant,
  TrainingSession,
  TrainingSessionExternalQuery,
  TrainingSessionsQuery,
} from './dto/training';
import type { SaveUploadRequest, Upload, UploadsQuery } from './dto/upload';
import type { UserDetails } from './dto/user';
import type { EndpointName } from './endpoints';

/** A contract entry; `never` means the call sends no query / no body. */
interface Contract<Q, B, R> {
  query: Q;
  body: B;
  response: R;
}

export interface EndpointContracts {
  APPLICATION: Contract<ApplicationQuery, never, PagedResponse<ApplicationRecord>>;
  APPLICATION_CREATE: Contract<never, CreateApplicationRequest, DataResponse<ApplicationRecord>>;
  APPLICATION_UPDATE: Contract<never, UpdateApplicationRequest, DataResponse<ApplicationRecord>>;
  APPLICATION_BY_ID: Contract<never, never, NestedDataResponse<ApplicationRecord>>;
  /** Answer: the ids of the ongoing applications (empty when none). */
  APPLICATION_EXIST: Contract<ApplicationExistQuery, never, DataResponse<string[]>>;
  APPLICATION_DISCARD: Contract<never, Record<string, never>, MessageResponse>;
  SUBMIT_REQUIREMENTS: Contract<never, SubmitRequirementsRequest, DataResponse<ApplicationRecord>>;

  APPLICATION_BULK: Contract<ApplicationQuery, never, PagedResponse<BulkApplicationRecord>>;
  APPLICATION_BULK_CREATE: Contract<
    never,
    BulkApplicationRequest,
    DataResponse<BulkApplicationRecord>
  >;
  APPLICATION_BULK_UPDATE: Contract<
    never,
    BulkApplicationRequest,
    DataResponse<BulkApplicationRecord>
  >;
  APPLICATION_BULK_BY_ID: Contract<never, never, NestedDataResponse<BulkApplicationRecord>>;
  BULK_DISCARD: Contract<never, never, MessageResponse>;
  BULK_SUBMIT: Contract<never, Record<string, never>, MessageResponse>;
  BULK_CHECK: Contract<never, never, DataResponse<BulkApplicant[]>>;
  BULK_UPLOAD_LIST: Contract<BulkApplicantsQuery, never, PagedResponse<BulkApplicant>>;
  BULK_UPLOAD_CSV: Contract<BulkCsvUploadQuery, FormData, DataResponse<BulkCsvUploadResult>>;
  BULK_BASE: Contract<never, BulkBaseRequest, MessageResponse>;

  SP_EMPLOYEES: Contract<SpEmployeesQuery, never, DataResponse<SpEmployeesPage>>;
  SP_EMPLOYEE_CERTIFICATE_STATUSES: Contract<
    never,
    string[],
    DataResponse<SpEmployeeCertificateStatus[]>
  >;
  SP_EMPLOYEE_ADD: Contract<never, AddSpEmployeeRequest, DataResponse<SpEmployee>>;
  SP_EMPLOYEE_DELETE: Contract<never, never, MessageResponse>;
  SP_EMPLOYEES_CSV: Contract<SpEmployeesCsvQuery, FormData, DataResponse<SpEmployeesCsvResult>>;
  SP_EMPLOYEE_CERTIFICATE: Contract<
    SpEmployeeCertificateQuery,
    never,
    DataResponse<SpEmployeeCertificate | null>
  >;
  SP_EMPLOYEE_CERTIFICATE_SAVE: Contract<
    never,
    SpEmployeeCertificateRequest,
    DataResponse<SpEmployeeCertificate>
  >;
  SP_EMPLOYEE_CERTIFICATE_DELETE: Contract<never, never, MessageResponse>;

  AUDIT_PROGRESS: Contract<AuditProgressQuery, never, DataResponse<AuditLogEntry[]>>;
  AUDIT_BULK_PROGRESS: Contract<AuditBulkProgressQuery, never, DataResponse<AuditLogEntry[]>>;

  REQUIREMENTS: Contract<RequirementsQuery, never, DataResponse<Requirement[]>>;
  REQUIREMENTS_EXTERNAL: Contract<RequirementsQuery, never, DataResponse<Requirement[]>>;
  UPLOADS: Contract<UploadsQuery, never, DataResponse<Upload[]>>;
  UPLOADS_CREATE: Contract<never, SaveUploadRequest, DataResponse<Upload>>;
  UPLOADS_UPDATE: Contract<never, SaveUploadRequest, DataResponse<Upload>>;
  UPLOADS_EXTERNAL: Contract<UploadsQuery, never, DataResponse<Upload[]>>;

  FILE_UPLOAD: Contract<FileUploadQuery, FormData, NestedDataResponse<FileResponse>>;
  FILE_BY_ID: Contract<never, never, DataResponse<FileResponse>>;

  LOOKUP: Contract<never, never, DataResponse<Lookup[]>>;
  LOOKUP_INFO: Contract<never, never, DataResponse<LookupInfo[]>>;
  PRIVACY_POLICY: Contract<never, never, DataResponse<PrivacyPolicy>>;
  PERMITS: Contract<never, never, NestedDataResponse<Permit[]>>;
  INDUSTRIES: Contract<never, never, DataResponse<Industry[]>>;
  APPLICATION_TYPES: Contract<never, never, DataResponse<ApplicationType[]>>;
  BUSINESS_LINES: Contract<BusinessLinesQuery, never, DataResponse<BusinessLine[]>>;

  EXAMS: Contract<never, never, DataResponse<Exam[]>>;
  EXAM_QUESTIONS: Contract<never, never, DataResponse<ExamPaper>>;
  PARTIAL_ANSWER: Contract<never, PartialAnswerRequest, MessageResponse>;
  SUBMIT_EXAM: Contract<never, Record<string, never>, DataResponse<QuizResult>>;

  HEALTH_CERT_V2: Contract<never, HealthCertValidationRequest, HealthCertValidationResponse>;
  CERTIFICATE_ECS: Contract<never, EcsValidationRequest, EcsValidationResponse>;

  TRAINING_SESSIONS: Contract<TrainingSessionsQuery, never, PagedResponse<TrainingSession>>;
  TRAINING_SESSION: Contract<never, never, DataResponse<TrainingSession>>;
  TRAINING_SESSION_EXTERNAL: Contract<
    TrainingSessionExternalQuery,
    never,
    DataResponse<TrainingSession>
  >;
  TRAINING_PARTICIPANT_REGISTER: Contract<
    never,
    TrainingParticipant,
    DataResponse<TrainingParticipant>
  >;
  TRAINING_PARTICIPANT_ATTENDANCE: Contract<
    TrainingAttendanceQuery,
    never,
    PagedResponse<TrainingAttendance>
  >;

  LABORATORY: Contract<never, never, NestedDataResponse<LaboratoryRecord[]>>;
  LABORATORY_EXTERNAL: Contract<never, never, NestedDataResponse<LaboratoryRecord[]>>;
  LABORATORY_EXTERNAL_BY_ID: Contract<never, never, NestedDataResponse<LaboratoryRecord>>;
  LABORATORY_SIGNATURE: Contract<never, never, DataResponse<SignatureResponse>>;

  PAYMENTS: Contract<PaymentsQuery, never, DataResponse<Payment[]>>;
  BULK_PAYMENTS: Contract<BulkPaymentsQuery, never, DataResponse<BulkPaymentsPage>>;
  SUBMIT_PAYMENT: Contract<never, SubmitPaymentRequest, DataResponse<Payment>>;
  ORDER_OF_PAYMENT_ITEMS: Contract<
    OrderOfPaymentItemsQuery,
    never,
    DataResponse<OrderOfPaymentItem[]>
  >;
  ORDER_OF_PAYMENT_ITEMS_POST: Contract<
    never,
    { permitId: PermitId },
    DataResponse<OrderOfPaymentItem[]>
  >;
  RECURRING_PAYMENTS: Contract<never, RecurringPaymentRequest, DataResponse<Payment>>;
  PAYMENT_VALIDATE: Contract<never, PaymentValidateRequest, MessageResponse>;
  ONLINE_PAYMENT_REQUEST: Contract<never, OnlinePaymentRequest, OnlinePaymentResponse>;

  BREADCRUMBS: Contract<BreadcrumbsQuery, never, DataResponse<Breadcrumb[]>>;
  BREADCRUMBS_SAVE: Contract<never, SaveBreadcrumbRequest, DataResponse<Breadcrumb[]>>;

  MAINTENANCE: Contract<never, never, DataResponse<Maintenance>>;
  USER_DETAILS: Contract<never, never, DataResponse<UserDetails>>;

  EXTERNAL_APPLICATION_UPDATE: Contract<
    { applicationId: string },
    ExternalApplicationUpdateRequest,
    DataResponse<ApplicationRecord>
  >;
  EXTERNAL_APPLICATION: Contract<never, never, NestedDataResponse<ApplicationRecord>>;
}

export type QueryOf<N extends EndpointName> = EndpointContracts[N]['query'];
export type BodyOf<N extends EndpointName> = EndpointContracts[N]['body'];
export type ResponseOf<N extends EndpointName> = EndpointContracts[N]['response'];

// Compile-time guard: the contract covers exactly the endpoint table.
type Missing = Exclude<EndpointName, keyof EndpointContracts>;
type Extra = Exclude<keyof EndpointContracts, EndpointName>;
type AssertNever<T extends never> = T;
export type ContractCoversTable = AssertNever<Missing | Extra>;
