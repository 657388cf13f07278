/** Audit progress (individual and bulk) and breadcrumbs. */
import { bulkPartProgress } from '@qce/domain/rules';
import { auditOf, nextId, nowIso } from '../db/records';
import { ownApplication, ownBulk } from '../lib/access';
import { bodyOf, endpoint } from '../lib/define';
import { auditDto } from '../lib/dto';
import { badRequest } from '../lib/errors';

const STEP_STATUSES = ['COMPLETED', 'IN_PROGRESS', 'REQUIRES_UPDATE'];

export const auditHandlers = [
  endpoint('AUDIT_PROGRESS', ({ state, user, query }) => {
    const app = ownApplication(state, user, query.get('applicationId'));
    const own = auditOf(state, { applicationId: app.applicationId }).map(auditDto);
    // A bulk part's progress includes the steps its representative logs for the whole bulk.
    if (app.classification !== 'BULK_INDIVIDUAL' || app.bulkApplicationId === null)
      return { data: own };
    const bulk = auditOf(state, { bulkApplicationId: app.bulkApplicationId }).map(auditDto);
    return { data: bulkPartProgress(own, bulk) };
  }),
  endpoint('AUDIT_BULK_PROGRESS', ({ state, user, query }) => {
    const bulk = ownBulk(state, user, query.get('bulkApplicationId'));
    return { data: auditOf(state, { bulkApplicationId: bulk.bulkApplicationId }).map(auditDto) };
  }),
  endpoint('BREADCRUMBS', ({ state, user, query }) => {
    const app = ownApplication(state, user, query.get('applicationId'));
    return {
      data: state.breadcrumbs
        .filter((b) => b.applicationId === app.applicationId)
        .map((b) => ({
          transactionType: b.transactionType,
          status: b.status as 'COMPLETED',
          logDate: b.logDate,
        })),
    };
  }),
  endpoint('BREADCRUMBS_SAVE', async ({ state, user, request }) => {
    const body = await bodyOf('BREADCRUMBS_SAVE', request);
    const app = ownApplication(state, user, body.applicationId);
    if (typeof body.transactionType !== 'string' || body.transactionType.trim() === '') {
      throw badRequest('transactionType is required.');
    }
    const status = body.status ?? 'IN_PROGRESS';
    if (!STEP_STATUSES.includes(status))
      throw badRequest(`status must be one of ${STEP_STATUSES.join(', ')}.`);
    const existing = state.breadcrumbs.find(
      (b) => b.applicationId === app.applicationId && b.transactionType === body.transactionType,
    );
    if (existing) Object.assign(existing, { status, logDate: nowIso(state) });
    else
      state.breadcrumbs.push({
        breadcrumbId: nextId(state, 'breadcrumb'),
        applicationId: app.applicationId,
        transactionType: body.transactionType,
        status,
        logDate: nowIso(state),
      });
    return {
      data: state.breadcrumbs
        .filter((b) => b.applicationId === app.applicationId)
        .map((b) => ({
          transactionType: b.transactionType,
          status: b.status as 'COMPLETED',
          logDate: b.logDate,
        })),
    };
  }),
];
