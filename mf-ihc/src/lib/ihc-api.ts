/**
 * The calls of the health card intake, over shared-kit's resource modules: each unwraps the
 * spec's response wrappers (`data`, `data.data`, `details`/`totalCount`) so pages read plain
 * values. Components and hooks use these, never a request of their own.
 */
import { getLookupInfo, validateHealthCertificate } from '@qce/shared-kit/api';
import { createIntakeApi, listOf } from '@qce/shared-kit/api/intake';
import type {
  HealthCertValidationRequest,
  HealthCertValidationResponse,
  LookupInfo,
} from '@qce/shared-kit/api';

/** Permit id of the health certificate (intake §3, §9). */
export const IHC_PERMIT_ID = 1 as const;

const intake = createIntakeApi(IHC_PERMIT_ID);

export const ihcApi = {
  ...intake,
  async lookupValues(lookUpId: number): Promise<LookupInfo[]> {
    return listOf((await getLookupInfo(lookUpId)).data);
  },
  async validateOccupationalPermit(
    body: HealthCertValidationRequest,
  ): Promise<HealthCertValidationResponse> {
    return validateHealthCertificate(body);
  },
};
