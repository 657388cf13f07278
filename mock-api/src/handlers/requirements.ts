/** Requirements per permit (the client applies the visibility rules; the server hides nothing but filters by permit). */
import type { Requirement } from '@qce/domain/api';
import type { DbState } from '../db/types';
import { endpoint, id } from '../lib/define';
import { compact } from '../lib/dto';

function requirementsFor(state: DbState, query: URLSearchParams): Requirement[] {
  const permitId = id(query.get('permitId'), 'permitId');
  return state.reference.requirements
    .filter((r) => r.permitId === permitId)
    .map(({ permitId: _permit, ...r }) => compact(r));
}

export const requirementHandlers = [
  endpoint('REQUIREMENTS', ({ state, query }) => ({ data: requirementsFor(state, query) })),
  endpoint('REQUIREMENTS_EXTERNAL', ({ state, query }) => ({
    data: requirementsFor(state, query),
  })),
];
