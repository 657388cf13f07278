import type { PermitId } from '@qce/shared-kit/api';
import type { ApiRequest, RequestOf } from './api-query';

/** A history table's first page (intake §2 Landing: page size 5). */
export const HISTORY_FIRST_PAGE = { page: 1, limit: 5 } as const;

export const userDetailsRequest = (userId: string): RequestOf<'USER_DETAILS'> => ({
  endpoint: 'USER_DETAILS',
  params: { userId },
});

/** One page of the applicant's individual (or bulk) applications of a permit. */
export const historyRequest = (
  permitId: PermitId,
  email: string,
  page: number,
  limit: number,
): RequestOf<'APPLICATION'> => ({
  endpoint: 'APPLICATION',
  query: { email, page, limit, permitId },
});

/** One page of the applicant's bulk applications of a permit (IHC). */
export const bulkHistoryRequest = (
  permitId: PermitId,
  email: string,
  page: number,
  limit: number,
): RequestOf<'APPLICATION_BULK'> => ({
  endpoint: 'APPLICATION_BULK',
  query: { email, page, limit, permitId },
});

export const INDUSTRIES_REQUEST: RequestOf<'INDUSTRIES'> = { endpoint: 'INDUSTRIES' };
export const APPLICATION_TYPES_REQUEST: RequestOf<'APPLICATION_TYPES'> = {
  endpoint: 'APPLICATION_TYPES',
};

/**
 * What an IHC or SP landing reads first (intake §2 Landing): the user, industries, application types and
 * the first page of each history table. The track declares it for its first page (first-paint.json), and
 * the landing's hooks ask for the very same requests.
 */
export const trackLandingRequests = (
  permitId: PermitId,
  { bulk }: { bulk: boolean },
): ApiRequest[] => [
  userDetailsRequest('{userId}'),
  INDUSTRIES_REQUEST,
  APPLICATION_TYPES_REQUEST,
  historyRequest(permitId, '{email}', HISTORY_FIRST_PAGE.page, HISTORY_FIRST_PAGE.limit),
  ...(bulk
    ? [bulkHistoryRequest(permitId, '{email}', HISTORY_FIRST_PAGE.page, HISTORY_FIRST_PAGE.limit)]
    : []),
];
