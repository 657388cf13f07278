import { callEndpoint } from '../client';
import type { RequestOptions } from './request-options';

/** GET maintenance -> `{ data: { active, validFrom, validTo } }`. A failure means "no maintenance". */
export const getMaintenance = (options: RequestOptions = {}) =>
  callEndpoint('MAINTENANCE', options);
