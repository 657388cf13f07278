import { userDetailsRequest } from '@qce/shared-kit/data';
import type { RequestOf, RequestTemplate } from '@qce/shared-kit/data';
import type { LabTrack } from './lab-track';

/** payment §7, §9: the follow-up lists read page 1 with limit 60. */
export const FOLLOW_UP_PAGE = { page: 1, limit: 60 } as const;

/** The two lists of payment §7: the ongoing follow-ups, and the completed applications one can be requested for. */
export type FollowUpList = 'ongoing' | 'completed';

/**
 * payment §7 applications list: email, page 1, limit 60, permitId, socialHygieneCompleted or
 * waterAnalysisCompleted true, and recurring true (the ongoing follow-ups) or status Completed (the
 * applications a follow-up can be requested for).
 */
export const followUpListRequest = (
  list: FollowUpList,
  email: string,
  track: LabTrack,
): RequestOf<'APPLICATION'> => ({
  endpoint: 'APPLICATION',
  query: {
    email,
    ...FOLLOW_UP_PAGE,
    permitId: track.permitId,
    [track.completedFlag]: true,
    ...(list === 'ongoing' ? { recurring: true } : { status: 'Completed' }),
  },
});

/** What a follow-up track's first page reads (its page asks for the same requests; issue 22). */
export const followUpPageRequests = (track: LabTrack): RequestTemplate[] => [
  userDetailsRequest('{userId}'),
  followUpListRequest('ongoing', '{email}', track),
  followUpListRequest('completed', '{email}', track),
];
