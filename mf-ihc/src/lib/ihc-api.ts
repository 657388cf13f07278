/**
 * The calls of the health card intake, over shared-kit's resource modules: each unwraps the
 * spec's response wrappers (`data`, `data.data`, `details`/`totalCount`) so pages read plain
 * values. Components and hooks use these, never a request of their own; what a page reads goes through
 * the page's cache (lib/ihc-requests).
 */
import { validateHealthCertificate } from '@qce/shared-kit/api';
import { createIntakeApi } from '@qce/shared-kit/api/intake';
import type {
  HealthCertValidationRequest,
  HealthCertValidationResponse,
} from '@qce/shared-kit/api';

/** Permit id of the health certificate (intake §3, §9). */
export const IHC_PERMIT_ID = 1 as const;

const intake = createIntakeApi(IHC_PERMIT_ID);

export const ihcApi = {
  ...intake,
  async validateOccupationalPermit(
    body: HealthCertValidationRequest,
  ): Promise<HealthCertValidationResponse> {
    return validateHealthCertificate(body);
  },
};
