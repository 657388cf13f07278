import { trackLandingRequests } from '@qce/shared-kit/data';
import { TRACK_FIRST_PAGES } from '@qce/shared-kit/messages/static-pages';
import { SP_PERMIT_ID } from '../lib/sp-api';

/**
 * What this track's first page reads (the landing's own hooks ask for the same requests): published with
 * each release in first-paint.json, so the shell starts them with the page (issue 22).
 */
const landing = trackLandingRequests(SP_PERMIT_ID, { bulk: false });

export const FIRST_PAGE_DATA = {
  [TRACK_FIRST_PAGES.SP.path]: landing,
  [TRACK_FIRST_PAGES.SP.home]: landing,
};
