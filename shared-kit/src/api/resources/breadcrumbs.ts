import { callEndpoint } from '../client';
import type { SaveBreadcrumbRequest } from '@qce/domain/api';
import type { RequestOptions } from './request-options';

export const getBreadcrumbs = (applicationId: string, options: RequestOptions = {}) =>
  callEndpoint('BREADCRUMBS', { query: { applicationId }, ...options });

export const saveBreadcrumb = (body: SaveBreadcrumbRequest, options: RequestOptions = {}) =>
  callEndpoint('BREADCRUMBS_SAVE', { body, ...options });
