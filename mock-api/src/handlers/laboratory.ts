/** Laboratory records by application and lab type (and the public variants), and signatory signatures. */
import type { LaboratoryRecord as LaboratoryDto } from '@qce/domain/api';
import type { DbState, LaboratoryRecord } from '../db/types';
import { anyApplication, ownApplication } from '../lib/access';
import { endpoint, id } from '../lib/define';
import { laboratoryDto } from '../lib/dto';
import { publicLabSummaryDto, publicLaboratoryDto } from '../lib/public-dto';
import { badRequest, notFound } from '../lib/errors';

const LAB_TYPES = ['SOCIAL_HYGIENE', 'REGULAR_LABORATORY'];

function labsOf(
  state: DbState,
  applicationId: number,
  type: string | undefined,
  dto: (state: DbState, lab: LaboratoryRecord) => LaboratoryDto = laboratoryDto,
) {
  if (!type || !LAB_TYPES.includes(type))
    throw badRequest(`type must be one of ${LAB_TYPES.join(', ')}.`);
  return state.laboratories
    .filter((l) => l.applicationId === applicationId && l.labType === type)
    .map((l) => dto(state, l));
}

const toBase64 = (value: string) => btoa(unescape(encodeURIComponent(value)));

export const laboratoryHandlers = [
  endpoint('LABORATORY', ({ state, user, params }) => ({
    data: {
      data: labsOf(
        state,
        ownApplication(state, user, params.applicationId).applicationId,
        params.type,
      ),
    },
  })),
  endpoint('LABORATORY_EXTERNAL', ({ state, params }) => ({
    data: {
      data: labsOf(
        state,
        anyApplication(state, params.applicationId).applicationId,
        params.type,
        publicLabSummaryDto,
      ),
    },
  })),
  endpoint('LABORATORY_EXTERNAL_BY_ID', ({ state, params }) => {
    const labId = id(params.labId, 'labId');
    const lab = state.laboratories.find((l) => l.laboratoryId === labId);
    if (!lab) throw notFound(`Laboratory record ${labId}`);
    return { data: { data: publicLaboratoryDto(state, lab) } };
  }),
  endpoint('LABORATORY_SIGNATURE', ({ state, params }) => {
    const signatureId = id(params.signatureId, 'signatureId');
    const signature = state.reference.signatures.find((s) => s.signatureId === signatureId);
    if (!signature) throw notFound(`Signature ${signatureId}`);
    return { data: { imageUrl: `data:image/svg+xml;base64,${toBase64(signature.svg)}` } };
  }),
];
