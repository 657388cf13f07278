import { TRACK_FIRST_PAGES } from '@qce/shared-kit/messages/static-pages';
import { followUpPageRequests } from '../lib/follow-up-requests';
import { LAB_TRACKS } from '../lib/lab-track';

/**
 * What each follow-up track's first page reads: published with each release in first-paint.json, so the
 * shell starts them with the page (issue 22).
 */
export const FIRST_PAGE_DATA = Object.fromEntries(
  (['SHL', 'WAL'] as const).flatMap((key) => {
    const reads = followUpPageRequests(LAB_TRACKS[key === 'SHL' ? 'shl' : 'wal']);
    return [
      [TRACK_FIRST_PAGES[key].path, reads],
      [TRACK_FIRST_PAGES[key].home, reads],
    ];
  }),
);
