import { listOf } from '@qce/shared-kit/api/intake';
import { requestQuery, usePageQuery } from '@qce/shared-kit/data';
import type { RequestOf } from '@qce/shared-kit/data';
import type { LabTrack } from './lab-track';

/** payment §7 GET laboratory/{applicationId}/type/{type}: the application's records of the track's lab. */
export const laboratoryRequest = (
  applicationId: string,
  track: LabTrack,
): RequestOf<'LABORATORY'> => ({
  endpoint: 'LABORATORY',
  params: { applicationId, type: track.laboratoryType },
});

/**
 * The application's lab records of the track, from the page's cache: the Laboratory Status page and the
 * certificate (permit) issuing page after it share one read; Check again reads it again (`refetch`).
 */
export function useLaboratory(applicationId: string, track: LabTrack) {
  return usePageQuery({
    ...requestQuery(laboratoryRequest(applicationId, track)),
    select: (body) => listOf(body.data?.data),
  });
}
