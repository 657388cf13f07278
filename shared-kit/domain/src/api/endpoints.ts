/**
 * The ONE endpoint table of the portal (ARCHITECTURE §4). Every call the apps make is a named entry here;
 * mock-api builds its handlers from the same table. Paths are relative to the service's base URL
 * (`getRuntimeConfig().services[service]`) and use `:param` placeholders filled by `buildPath`.
 *
 * `public: true` marks the endpoints used by the QR validation pages (documents, laboratory, massagist doc):
 * the client still sends a token when it has one, but the backend does not require it.
 *
 * Route-order note for handler authors: literal paths (`/application/exist`, `/application/bulk`) overlap
 * parameterised ones (`/application/:id`); register handlers in `endpointsBySpecificity()` order.
 */
import type { ServiceName } from '@qce/domain/config';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDefinition {
  readonly service: ServiceName;
  readonly method: HttpMethod;
  readonly path: string;
  readonly public?: true;
}

export const ENDPOINTS = {
  // --- applications (intake §7) ---
  /** GET /application ?email,page,limit,permitId | applicationId,userId (bulk search: bulkApplicationId, names) */
  APPLICATION: { service: 'default', method: 'GET', path: '/application' },
  APPLICATION_CREATE: { service: 'default', method: 'POST', path: '/application' },
  APPLICATION_UPDATE: { service: 'default', method: 'PUT', path: '/application' },
  APPLICATION_BY_ID: { service: 'default', method: 'GET', path: '/application/:id' },
  /** GET ?email,firstName,lastName,permitId (SP: address, establishmentName, mayorPermitNo, type) */
  APPLICATION_EXIST: { service: 'default', method: 'GET', path: '/application/exist' },
  APPLICATION_DISCARD: { service: 'default', method: 'POST', path: '/application/discard/:id' },
  SUBMIT_REQUIREMENTS: { service: 'default', method: 'POST', path: '/application/submit' },

  // --- bulk applications ---
  APPLICATION_BULK: { service: 'default', method: 'GET', path: '/application/bulk' },
  APPLICATION_BULK_CREATE: { service: 'default', method: 'POST', path: '/application/bulk' },
  APPLICATION_BULK_UPDATE: { service: 'default', method: 'PUT', path: '/application/bulk' },
  APPLICATION_BULK_BY_ID: { service: 'default', method: 'GET', path: '/application/bulk/:id' },
  BULK_DISCARD: { service: 'default', method: 'DELETE', path: '/application/bulk/discard/:id' },
  BULK_SUBMIT: {
    service: 'default',
    method: 'POST',
    path: '/application/bulk/submit/:bulkApplicationId',
  },
  /** Incomplete applicants of a bulk application. */
  BULK_CHECK: {
    service: 'default',
    method: 'GET',
    path: '/application/bulk/check/:bulkApplicationId',
  },
  /** GET ?permitId,bulkApplicationId,page,limit: applicants with details and totalCount. */
  BULK_UPLOAD_LIST: { service: 'default', method: 'GET', path: '/application/bulk/applicants' },
  /** POST multipart CSV ?permitId,bulkApplicationId: returns duplicateApplication. */
  BULK_UPLOAD_CSV: {
    service: 'default',
    method: 'POST',
    path: '/application/bulk/applicants/upload',
  },
  /** Bulk update of the upload source. */
  BULK_BASE: { service: 'default', method: 'POST', path: '/application/bulk/base' },

  // --- sanitary permit bulk employees ---
  /** GET ?applicationId,page,limit: details, totalCount, status, allHealthCertUploaded. */
  SP_EMPLOYEES: { service: 'default', method: 'GET', path: '/sanitary-permit/employees' },
  /** POST body: list of employeeIds. */
  SP_EMPLOYEE_CERTIFICATE_STATUSES: {
    service: 'default',
    method: 'POST',
    path: '/sanitary-permit/employees/certificate-status',
  },
  SP_EMPLOYEE_ADD: { service: 'default', method: 'POST', path: '/sanitary-permit/employees' },
  SP_EMPLOYEE_DELETE: {
    service: 'default',
    method: 'DELETE',
    path: '/sanitary-permit/employees/:employeeId',
  },
  /** POST multipart CSV ?applicationId: returns duplicate. */
  SP_EMPLOYEES_CSV: {
    service: 'default',
    method: 'POST',
    path: '/sanitary-permit/employees/upload',
  },
  /** GET ?applicationId,employeeId */
  SP_EMPLOYEE_CERTIFICATE: {
    service: 'default',
    method: 'GET',
    path: '/sanitary-permit/employees/certificate',
  },
  SP_EMPLOYEE_CERTIFICATE_SAVE: {
    service: 'default',
    method: 'POST',
    path: '/sanitary-permit/employees/certificate',
  },
  SP_EMPLOYEE_CERTIFICATE_DELETE: {
    service: 'default',
    method: 'DELETE',
    path: '/sanitary-permit/employees/certificate/:bulkUploadId',
  },

  // --- audit / progress ---
  AUDIT_PROGRESS: { service: 'default', method: 'GET', path: '/audit/progress' },
  AUDIT_BULK_PROGRESS: { service: 'default', method: 'GET', path: '/audit/bulk/progress' },

  // --- requirements and uploads ---
  REQUIREMENTS: { service: 'default', method: 'GET', path: '/requirements' },
  REQUIREMENTS_EXTERNAL: {
    service: 'default',
    method: 'GET',
    path: '/requirements/external',
    public: true,
  },
  UPLOADS: { service: 'default', method: 'GET', path: '/uploads' },
  UPLOADS_CREATE: { service: 'default', method: 'POST', path: '/uploads' },
  UPLOADS_UPDATE: { service: 'default', method: 'PUT', path: '/uploads' },
  UPLOADS_EXTERNAL: { service: 'default', method: 'GET', path: '/uploads/external', public: true },

  // --- file service ---
  /** POST multipart ?refNo,requirementsType,uploader[,imageId]: { data: { data: { id, imageUrl } } }. */
  FILE_UPLOAD: { service: 'file', method: 'POST', path: '/file/upload' },
  FILE_BY_ID: { service: 'file', method: 'GET', path: '/file/:imageId', public: true },

  // --- lookups, policy ---
  LOOKUP: { service: 'default', method: 'GET', path: '/lookup' },
  LOOKUP_INFO: { service: 'default', method: 'GET', path: '/lookup/info/:lookUpId' },
  PRIVACY_POLICY: { service: 'default', method: 'GET', path: '/privacy-policy' },
  PERMITS: { service: 'default', method: 'GET', path: '/permit' },
  INDUSTRIES: { service: 'default', method: 'GET', path: '/industry' },
  APPLICATION_TYPES: { service: 'default', method: 'GET', path: '/application-type' },
  /** GET ?subIndustryId */
  BUSINESS_LINES: { service: 'default', method: 'GET', path: '/business-line' },

  // --- exams ---
  EXAMS: { service: 'default', method: 'GET', path: '/admin/exam/' },
  EXAM_QUESTIONS: {
    service: 'default',
    method: 'GET',
    path: '/applicant/exam/application/:applicationId/exam/:examName/version/:version/questions/:totalQuestions',
  },
  PARTIAL_ANSWER: {
    service: 'default',
    method: 'POST',
    path: '/applicant/exam/:examId/reference/:examRefNo/answer',
  },
  SUBMIT_EXAM: {
    service: 'default',
    method: 'POST',
    path: '/applicant/exam/application/:applicationId/reference/:examRefNo/submit',
  },

  // --- certificate validation service ---
  /** POST body occupationalPermitNo, birthDate. */
  HEALTH_CERT_V2: { service: 'certificateValidation', method: 'POST', path: '/health-cert-v2' },
  /** POST body ecs (public: the /qce/qcs page): confirms a validation link's values (issue 23). */
  CERTIFICATE_ECS: {
    service: 'certificateValidation',
    method: 'POST',
    path: '/ecs',
    public: true,
  },

  // --- training (massagist) ---
  /** GET ?page=0,size=999999,sort=createdDate,desc */
  TRAINING_SESSIONS: { service: 'default', method: 'GET', path: '/training/session' },
  TRAINING_SESSION: {
    service: 'default',
    method: 'GET',
    path: '/training/session/:trainingSessionId',
  },
  TRAINING_SESSION_EXTERNAL: {
    service: 'default',
    method: 'GET',
    path: '/training-sessions/external/:id',
    public: true,
  },
  TRAINING_PARTICIPANT_REGISTER: {
    service: 'default',
    method: 'POST',
    path: '/training/participant',
  },
  /** GET ?applicationId[,trainingSessionId]: details (first used) with trainingSessionCompletedDate. */
  TRAINING_PARTICIPANT_ATTENDANCE: {
    service: 'default',
    method: 'GET',
    path: '/training/participant',
  },

  // --- laboratory ---
  LABORATORY: { service: 'default', method: 'GET', path: '/laboratory/:applicationId/type/:type' },
  LABORATORY_EXTERNAL: {
    service: 'default',
    method: 'GET',
    path: '/laboratory/external/:applicationId/type/:type',
    public: true,
  },
  LABORATORY_EXTERNAL_BY_ID: {
    service: 'default',
    method: 'GET',
    path: '/laboratory/external/:labId',
    public: true,
  },
  LABORATORY_SIGNATURE: {
    service: 'default',
    method: 'GET',
    path: '/laboratory/signature/:signatureId',
    public: true,
  },

  // --- payments (payment integration service) ---
  /** GET ?applicationId, or ?bulkApplicationId for a bulk application's bulk-level order */
  PAYMENTS: { service: 'paymentIntegration', method: 'GET', path: '/payment' },
  /** GET ?bulkApplicationId,page,limit: data.detailResponseDtos, data.totalCount */
  BULK_PAYMENTS: { service: 'paymentIntegration', method: 'GET', path: '/payment/bulk' },
  SUBMIT_PAYMENT: { service: 'paymentIntegration', method: 'POST', path: '/payment/submit' },
  /** GET ?permitId */
  ORDER_OF_PAYMENT_ITEMS: {
    service: 'paymentIntegration',
    method: 'GET',
    path: '/order-of-payment/items',
  },
  /** POST body { permitId } */
  ORDER_OF_PAYMENT_ITEMS_POST: {
    service: 'paymentIntegration',
    method: 'POST',
    path: '/order-of-payment/items',
  },
  RECURRING_PAYMENTS: { service: 'paymentIntegration', method: 'POST', path: '/payment/recurring' },
  /** POST { applicationId, officialReceiptNumber }: 200 means valid. */
  PAYMENT_VALIDATE: { service: 'paymentIntegration', method: 'POST', path: '/payment/validate' },
  /** POST { userId, refNum, total, username, billNumber }: { epaymentUrl } */
  ONLINE_PAYMENT_REQUEST: { service: 'ePayment', method: 'POST', path: '/online-payment/request' },

  // --- breadcrumbs ---
  /** GET ?applicationId */
  BREADCRUMBS: { service: 'default', method: 'GET', path: '/breadcrumbs' },
  BREADCRUMBS_SAVE: { service: 'default', method: 'POST', path: '/breadcrumbs' },

  // --- maintenance (read before any session exists) ---
  MAINTENANCE: { service: 'maintenance', method: 'GET', path: '/maintenance', public: true },

  // --- account (internal integrator): carries X-Requested-With ---
  USER_DETAILS: { service: 'internalIntegrator', method: 'GET', path: '/user/:userId/details' },

  // --- external (OUBPAS and QR pages) ---
  /** PUT ?applicationId, body application fields, formData, permitId, userId. */
  EXTERNAL_APPLICATION_UPDATE: {
    service: 'internalIntegrator',
    method: 'PUT',
    path: '/application/external/oubpas',
  },
  EXTERNAL_APPLICATION: {
    service: 'default',
    method: 'GET',
    path: '/application/external/:appId',
    public: true,
  },
} as const satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof ENDPOINTS;
export type Endpoint<N extends EndpointName> = (typeof ENDPOINTS)[N];

/** Names of the `:params` of a path literal, e.g. `'/a/:id/b/:x'` -> `'id' | 'x'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

export type PathParams<N extends EndpointName> = {
  [K in PathParamNames<Endpoint<N>['path']>]: string | number;
};

/** `[params]` when the path has params, otherwise `[]` (or an optional empty object). */
export type PathParamsArg<N extends EndpointName> = [PathParamNames<Endpoint<N>['path']>] extends [
  never,
]
  ? [params?: Record<string, never>]
  : [params: PathParams<N>];

export const endpointNames = Object.keys(ENDPOINTS) as EndpointName[];

/** Fills the `:params` of an endpoint's path (URI-encoded). Throws when a param is missing. */
export function buildPath<N extends EndpointName>(name: N, ...[params]: PathParamsArg<N>): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  return ENDPOINTS[name].path.replace(/:([A-Za-z0-9_]+)/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined || value === null || value === '') {
      throw new Error(`buildPath(${name}): missing path param "${key}"`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * Endpoint names ordered so that literal segments win over `:params` when matched in sequence
 * (for msw handler registration): more literal segments first, then longer paths first.
 * A function, not a constant: product pages import this module and never need the order (ADR 009).
 */
export function endpointsBySpecificity(): EndpointName[] {
  const score = (n: EndpointName) =>
    ENDPOINTS[n].path
      .split('/')
      .filter(Boolean)
      .reduce((acc, seg, i) => acc + (seg.startsWith(':') ? 0 : 2 ** (20 - i)), 0);
  const scores = new Map(endpointNames.map((n) => [n, score(n)]));
  return [...endpointNames].sort(
    (a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || a.localeCompare(b),
  );
}
