/** Lookups by id that answer 404 for unknown ids and 403 for another applicant's records. */
import { findApplication, findBulk } from '../db/records';
import type { ApplicationRecord, BulkApplicationRecord, DbState, UserRecord } from '../db/types';
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
