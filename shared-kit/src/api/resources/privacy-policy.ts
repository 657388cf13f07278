import { callEndpoint } from '../client';
import type { RequestOptions } from './request-options';

/** GET /privacy-policy -> `{ data: { content } }`. */
export const getPrivacyPolicy = (options: RequestOptions = {}) =>
  callEndpoint('PRIVACY_POLICY', options);
