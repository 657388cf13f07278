import { trackLandingRequests } from '@qce/shared-kit/data';
import { TRACK_FIRST_PAGES } from '@qce/shared-kit/messages/static-pages';
import { IHC_PERMIT_ID } from '../lib/ihc-api';

/**
 * What this track's first page reads (the landing's own hooks ask for the same requests): published with
 * each release in first-paint.json, so the shell starts them with the page (issue 22).
 */
const landing = trackLandingRequests(IHC_PERMIT_ID, { bulk: true });

export const FIRST_PAGE_DATA = {
  [TRACK_FIRST_PAGES.IHC.path]: landing,
  [TRACK_FIRST_PAGES.IHC.home]: landing,
};
