import { DOCUMENTS_PAGE } from '@qce/shared-kit/messages/static-pages';
import { DOCUMENTS_PAGE_REQUESTS } from '../lib/documents-requests';

/**
 * What the documents page reads, published with each release in first-paint.json so the shell starts the
 * reads with the page (issue 22); `{appId}` is the route's.
 */
export const FIRST_PAGE_DATA = { [`${DOCUMENTS_PAGE.folder}/_id`]: DOCUMENTS_PAGE_REQUESTS };
