import { callEndpoint } from '../client';
import type { HealthCertValidationRequest } from '@qce/domain/api';
import type { RequestOptions } from './request-options';

/** POST /health-cert-v2 (certificate validation service): occupational permit check -> message and data. */
export const validateHealthCertificate = (
  body: HealthCertValidationRequest,
  options: RequestOptions = {},
) => callEndpoint('HEALTH_CERT_V2', { body, ...options });

/** POST /ecs (certificate validation service, public): confirms the values of a `/qce/qcs` link. */
export const validateEcs = (ecs: string, options: RequestOptions = {}) =>
  callEndpoint('CERTIFICATE_ECS', { body: { ecs }, ...options });
