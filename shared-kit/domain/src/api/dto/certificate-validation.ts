export interface HealthCertValidationRequest {
  occupationalPermitNo: string;
  birthDate: string;
}

/** POST /health-cert-v2 answer: message and data (data fields are not shown in the spec). */
export interface HealthCertValidationResponse {
  message: string;
  data: Record<string, unknown> | null;
}

/** POST /ecs (certificate validation service, public): the raw `ecs` value of a `/qce/qcs` link. */
export interface EcsValidationRequest {
  ecs: string;
}

/**
 * POST /ecs answer: 'Valid' with the parts as the service knows them (they name an issued certificate), or
 * 'Not Found' with no data (unknown or altered values: the page says they might be tampered with).
 */
export interface EcsValidationResponse {
  message: 'Valid' | 'Not Found';
  data: { parts: string[] } | null;
}
