/** Requirement uploads: list, save and re-upload, with the spec's locks. */
import type { SaveUploadRequest } from '@qce/domain/api';
import { nowIso } from '../db/records';
import type { DbState, UploadRecord, UserRecord } from '../db/types';
import { anyApplication, ownApplication, ownFile } from '../lib/access';
import { addUpload } from '../lib/actions';
import { bodyOf, endpoint, id } from '../lib/define';
import { uploadDto } from '../lib/dto';
import { publicUploadDto } from '../lib/public-dto';
import { conflict, notFound } from '../lib/errors';
import { statusIs } from '../lib/rules';

function save(state: DbState, user: UserRecord, body: Partial<SaveUploadRequest>): UploadRecord {
  const app = ownApplication(state, user, body.applicationId);
  if (statusIs(app.status, 'For Review', 'Completed')) {
    throw conflict(`Uploads are closed while the application is ${app.status}.`);
  }
  const requirementId = id(body.requirementId, 'requirementId');
  if (
    !state.reference.requirements.some(
      (r) => r.requirementId === requirementId && r.permitId === app.permitId,
    )
  ) {
    throw notFound(`Requirement ${requirementId}`);
  }
  const imageId = ownFile(state, user, body.imageId).id;
  const existing = body.uploadId
    ? state.uploads.find(
        (u) =>
          u.uploadId === id(body.uploadId, 'uploadId') && u.applicationId === app.applicationId,
      )
    : state.uploads.find(
        (u) => u.applicationId === app.applicationId && u.requirementId === requirementId,
      );
  if (body.uploadId && !existing) throw notFound(`Upload ${body.uploadId}`);
  if (existing) {
    if (statusIs(existing.status, 'Completed'))
      throw conflict('This requirement is already Completed; it cannot be uploaded again.');
    Object.assign(existing, {
      imageId,
      testCompletedDate: body.testCompletedDate ?? existing.testCompletedDate,
      uploadFromPreview: body.uploadFromPreview ?? existing.uploadFromPreview,
      uploadDate: body.uploadDate ?? nowIso(state),
      status: statusIs(existing.status, 'Requires Update') ? 'In Progress' : existing.status,
      remarks: null,
    });
    return existing;
  }
  return addUpload(state, app, requirementId, {
    imageId,
    testCompletedDate: body.testCompletedDate ?? null,
    uploadFromPreview: body.uploadFromPreview ?? false,
    userId: user.userId,
  });
}

export const uploadHandlers = [
  endpoint('UPLOADS', ({ state, user, query }) => {
    const app = ownApplication(state, user, query.get('applicationId'));
    return {
      data: state.uploads.filter((u) => u.applicationId === app.applicationId).map(uploadDto),
    };
  }),
  endpoint('UPLOADS_EXTERNAL', ({ state, query }) => {
    const app = anyApplication(state, query.get('applicationId'));
    return {
      data: state.uploads.filter((u) => u.applicationId === app.applicationId).map(publicUploadDto),
    };
  }),
  endpoint('UPLOADS_CREATE', async ({ state, user, request }) => ({
    data: uploadDto(save(state, user, await bodyOf('UPLOADS_CREATE', request))),
  })),
  endpoint('UPLOADS_UPDATE', async ({ state, user, request }) => ({
    data: uploadDto(save(state, user, await bodyOf('UPLOADS_UPDATE', request))),
  })),
];
