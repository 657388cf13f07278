import { applicationRequest, userDetailsRequest } from '@qce/shared-kit/data';
import type { RequestOf, RequestTemplate } from '@qce/shared-kit/data';
import type { LabType } from '@qce/shared-kit/api';

/** The lab types of a health certificate (regular: stool, sputum/CXR; social hygiene: VD). */
export const HEALTH_CARD_LAB_TYPES: readonly LabType[] = ['REGULAR_LABORATORY', 'SOCIAL_HYGIENE'];

/** Public: an application, for the documents and massagist doc pages. */
export const externalApplicationRequest = (appId: string): RequestOf<'EXTERNAL_APPLICATION'> => ({
  endpoint: 'EXTERNAL_APPLICATION',
  params: { appId },
});

/** Public: an application's lab records of a type. */
export const externalLabsRequest = (
  applicationId: string,
  type: LabType,
): RequestOf<'LABORATORY_EXTERNAL'> => ({
  endpoint: 'LABORATORY_EXTERNAL',
  params: { applicationId, type },
});

/** Signed in: the applicant's own lab records of a type. */
export const labsRequest = (applicationId: string, type: LabType): RequestOf<'LABORATORY'> => ({
  endpoint: 'LABORATORY',
  params: { applicationId, type },
});

/** Signed in: the applicant's massagist training registration. */
export const trainingAttendanceRequest = (
  applicationId: string,
): RequestOf<'TRAINING_PARTICIPANT_ATTENDANCE'> => ({
  endpoint: 'TRAINING_PARTICIPANT_ATTENDANCE',
  query: { applicationId },
});

/**
 * What the documents page reads for a signed-in applicant (its loader asks for the same requests): the
 * public record and the owner's, each with a health certificate's labs, and a massagist's training.
 */
export const DOCUMENTS_PAGE_REQUESTS: RequestTemplate[] = [
  userDetailsRequest('{userId}'),
  externalApplicationRequest('{appId}'),
  applicationRequest('{appId}'),
  ...HEALTH_CARD_LAB_TYPES.flatMap((type) => [
    externalLabsRequest('{appId}', type),
    labsRequest('{appId}', type),
  ]),
  trainingAttendanceRequest('{appId}'),
];
