/**
 * The largest request body any server of the portal accepts (issue 23 item 6): the largest allowed upload
 * (@qce/domain's MAX_UPLOAD_BYTES) plus room for the multipart framing and the form's other fields. The
 * mock HTTP server (http-server.ts), the Node server (deploy/lib/portal-server.mjs) and the nginx recipe
 * (deploy/nginx/run.mjs, `client_max_body_size`) all read it from here; a larger body answers 413.
 */
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MEGABYTES } from '@qce/domain/rules';

const FRAMING_BYTES = 1024 * 1024;

export const MAX_REQUEST_BODY_BYTES = MAX_UPLOAD_BYTES + FRAMING_BYTES;

export const BODY_TOO_LARGE_MESSAGE = `The request is too large. Files may be up to ${MAX_UPLOAD_MEGABYTES} MB.`;
