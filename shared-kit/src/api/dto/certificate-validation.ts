export interface HealthCertValidationRequest {
  occupationalPermitNo: string;
  birthDate: string;
}

/** POST /health-cert-v2 answer: message and data (data fields are not shown in the spec). */
export interface HealthCertValidationResponse {
  message: string;
  data: Record<string, unknown> | null;
}
