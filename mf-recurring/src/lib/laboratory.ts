import { useEffect } from 'react';
import { listOf } from '@qce/shared-kit/api/intake';
import { requestQuery, usePageQuery } from '@qce/shared-kit/data';
import type { RequestOf } from '@qce/shared-kit/data';
import { reportError } from '@qce/shared-kit/remote/report-error';
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
 * certificate (permit) issuing page after it share one read; Check again reads it again (`refetch`). A
 * failure is reported here; the page shows its retry.
 */
export function useLaboratory(applicationId: string, track: LabTrack) {
  const labs = usePageQuery({
    ...requestQuery(laboratoryRequest(applicationId, track)),
    select: (body) => listOf(body.data?.data),
  });
  useEffect(() => {
    if (labs.error) reportError(labs.error, { what: 'laboratory load' });
  }, [labs.error]);
  return labs;
}
