/** Reference data: lookups, privacy policy, permits, industries, application types, business lines, maintenance, users. */
import type { Permit } from '@qce/domain/api';
import { endpoint, id } from '../lib/define';
import { compact } from '../lib/dto';
import { ApiError, notFound } from '../lib/errors';

const PERMITS: Permit[] = [
  { permitId: 1, type: 'IHC' },
  { permitId: 2, type: 'SP' },
  { permitId: 1, type: 'SHL' },
  { permitId: 2, type: 'WAL' },
];

export const referenceHandlers = [
  endpoint('LOOKUP', ({ state }) => ({
    data: state.reference.lookups.map((l) => ({ lookUpId: l.lookUpId, value: l.name })),
  })),
  endpoint('LOOKUP_INFO', ({ state, params }) => {
    const lookUpId = id(params.lookUpId, 'lookUpId');
    const lookup = state.reference.lookups.find((l) => l.lookUpId === lookUpId);
    if (!lookup) throw notFound(`Lookup ${lookUpId}`);
    return {
      data: lookup.values.map((v) => ({ lookUpInfoId: v.lookUpInfoId, lookUpId, value: v.value })),
    };
  }),
  endpoint('PRIVACY_POLICY', ({ state }) => ({ data: { content: state.reference.privacyPolicy } })),
  endpoint('PERMITS', () => ({ data: { data: PERMITS } })),
  endpoint('INDUSTRIES', ({ state }) => ({ data: state.reference.industries })),
  endpoint('APPLICATION_TYPES', ({ state }) => ({ data: state.reference.applicationTypes })),
  endpoint('BUSINESS_LINES', ({ state, query }) => {
    const subIndustryId = id(query.get('subIndustryId'), 'subIndustryId');
    const sub = state.reference.industries
      .flatMap((i) => i.subIndustryResponseDtos)
      .find((s) => s.subIndustryId === subIndustryId);
    if (!sub) throw notFound(`Sub-industry ${subIndustryId}`);
    return { data: sub.businessLines };
  }),
  endpoint('MAINTENANCE', ({ state }) => ({ data: { ...state.maintenance } })),
  endpoint('USER_DETAILS', ({ state, user, params }) => {
    const userId = id(params.userId, 'userId');
    const target = state.users.find((u) => u.userId === userId);
    if (!target) throw notFound(`User ${userId}`);
    if (target.userId !== user.userId)
      throw new ApiError(401, 401, 'Unauthorized: the token does not belong to this user.');
    const { token: _token, userId: _id, description: _d, ...details } = target;
    return { data: compact(details) };
  }),
];
