/** Lookups by id that answer 404 for unknown ids and 403 for another applicant's records. */
import { findApplication, findBulk } from '../db/records';
import type {
  ApplicationRecord,
  BulkApplicationRecord,
  DbState,
  FileRecord,
  UserRecord,
} from '../db/types';
import { ApiError, notFound } from './errors';
import { id } from './define';

export function canSee(state: DbState, user: UserRecord, app: ApplicationRecord): boolean {
  if (app.userId === user.userId) return true;
  const bulk = app.bulkApplicationId === null ? undefined : findBulk(state, app.bulkApplicationId);
  return bulk?.userId === user.userId;
}

export function ownApplication(
  state: DbState,
  user: UserRecord,
  raw: unknown,
  field = 'applicationId',
): ApplicationRecord {
  const app = findApplication(state, id(raw, field));
  if (!app) throw notFound(`Application ${String(raw)}`);
  if (!canSee(state, user, app))
    throw new ApiError(403, 403, `Application ${String(raw)} belongs to another applicant.`);
  return app;
}

export function anyApplication(
  state: DbState,
  raw: unknown,
  field = 'applicationId',
): ApplicationRecord {
  const app = findApplication(state, id(raw, field));
  if (!app) throw notFound(`Application ${String(raw)}`);
  return app;
}

export function ownBulk(
  state: DbState,
  user: UserRecord,
  raw: unknown,
  field = 'bulkApplicationId',
): BulkApplicationRecord {
  const bulk = findBulk(state, id(raw, field));
  if (!bulk) throw notFound(`Bulk application ${String(raw)}`);
  if (bulk.userId !== user.userId)
    throw new ApiError(403, 403, `Bulk application ${String(raw)} belongs to another applicant.`);
  return bulk;
}

/**
 * Who owns a stored file: its uploader, or for a seeded file (no uploader id) the owner of the requirement,
 * payment or employee certificate that refers to it.
 */
export function fileOwnerId(state: DbState, file: FileRecord): number | undefined {
  if (file.ownerId !== undefined) return file.ownerId;
  const upload = state.uploads.find((u) => u.imageId === file.id);
  const applicationId =
    upload?.applicationId ??
    state.payments.find((p) => p.imageId === file.id)?.applicationId ??
    state.spCertificates.find((c) => c.imageId === file.id)?.applicationId;
  const app =
    applicationId === undefined || applicationId === null
      ? undefined
      : findApplication(state, applicationId);
  if (!app) return undefined;
  const bulk = app.bulkApplicationId === null ? undefined : findBulk(state, app.bulkApplicationId);
  return bulk?.userId ?? app.userId;
}

/** A file the user may refer to (replace it, attach it to a requirement, a payment or a certificate). */
export function ownFile(
  state: DbState,
  user: UserRecord,
  raw: unknown,
  field = 'imageId',
): FileRecord {
  const fileId = id(raw, field);
  const file = state.files.find((f) => f.id === fileId);
  if (!file) throw notFound(`File ${fileId}`);
  const owner = fileOwnerId(state, file);
  if (owner !== user.userId)
    throw new ApiError(
      403,
      403,
      `File ${fileId} belongs to another applicant; upload your own file instead.`,
    );
  return file;
}
