import { callEndpoint } from '../client';
import type { RequestOptions } from './request-options';

export const getApplicationTypes = (options: RequestOptions = {}) =>
  callEndpoint('APPLICATION_TYPES', options);
